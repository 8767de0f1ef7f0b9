/** − quantity + for one basket line; going past what is available shows the maximum-quantity toast. */
import { useI18n } from '../../lib/i18n';
import { useBasket } from './basket-state';

export function QuantityStepper({ skuId, maxAvailable }: { skuId: number; maxAvailable: number }) {
  const { t } = useI18n();
  const { basket, basketLoading, setBasketQuantity } = useBasket();
  const quantity = basket[String(skuId)] ?? 0;
  const busy = basketLoading(skuId);
  return (
    <fieldset className="quantity-stepper">
      <legend className="visually-hidden">{t('basket.quantity')}</legend>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('basket.decrease')}
        disabled={busy || quantity === 0}
        onClick={() => setBasketQuantity(skuId, quantity - 1, maxAvailable)}
      >
        −
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t('basket.increase')}
        disabled={busy}
        onClick={() => setBasketQuantity(skuId, quantity + 1, maxAvailable)}
      >
        +
      </button>
    </fieldset>
  );
}
