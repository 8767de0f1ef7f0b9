/**
 * − quantity + for one basket line; going past what is available shows the maximum-quantity toast.
 * Without JavaScript the buttons post the new quantity to the basket action.
 */
import { useI18n } from '../../lib/i18n';
import { ActionForm } from '../../ui/action-form';
import { useBasket } from './basket-state';

/** Where the basket's buttons post without JavaScript (routes/basket/basket-action.ts). */
export const BASKET_ACTION = '/_actions/basket/';

export function QuantityStepper({ skuId, maxAvailable }: { skuId: number; maxAvailable: number }) {
  const { t } = useI18n();
  const { basket, basketLoading, setBasketQuantity } = useBasket();
  const quantity = basket[String(skuId)] ?? 0;
  const busy = basketLoading(skuId);
  const set = (next: number) => () => {
    setBasketQuantity(skuId, next, maxAvailable);
  };
  return (
    <ActionForm action={BASKET_ACTION} fields={{ skuId }}>
      <fieldset className="quantity-stepper">
        <legend className="visually-hidden">{t('basket.quantity')}</legend>
        <button
          type="submit"
          name="quantity"
          value={quantity - 1}
          className="quantity-stepper__button"
          aria-label={t('basket.decrease')}
          disabled={busy || quantity === 0}
          onClick={set(quantity - 1)}
        >
          −
        </button>
        <output className="quantity-stepper__value" aria-live="polite">
          {quantity}
        </output>
        <button
          type="submit"
          name="quantity"
          value={quantity + 1}
          className="quantity-stepper__button"
          aria-label={t('basket.increase')}
          disabled={busy}
          onClick={set(quantity + 1)}
        >
          +
        </button>
      </fieldset>
    </ActionForm>
  );
}
