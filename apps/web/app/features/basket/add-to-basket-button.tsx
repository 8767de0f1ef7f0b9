/**
 * Puts a SKU (a product in one size) into the basket; once there it turns into a quantity stepper.
 * `maxAvailable` is what the shopper's city has; more than that shows the maximum-quantity toast.
 * The product page asks for the delivery summary back (`showDeliveryData`); the mini-basket shows it.
 */
import { useI18n } from '../../lib/i18n';
import { useUserState } from '../../lib/user-state';
import { ActionForm } from '../../ui/action-form';
import { Icon } from '../../ui/icon';
import { useBasket } from './basket-state';
import { BASKET_ACTION, QuantityStepper } from './quantity-stepper';

export function AddToBasketButton({
  skuId,
  maxAvailable,
  showDeliveryData,
}: {
  skuId: number;
  maxAvailable: number;
  showDeliveryData?: boolean;
}) {
  const { t } = useI18n();
  const { basket, basketLoading, addToBasket } = useBasket();
  // A shared render whose shopper's basket has not come: this SKU may be in it, and "add" sets the
  // quantity to 1, so it waits; `aria-busy` tells that wait from a sold-out one (and marks the slot
  // the server fills in for a browser without scripts: shell/shopper-splice.server.ts).
  const { pending } = useUserState();
  const quantity = basket[String(skuId)] ?? 0;
  if (quantity > 0) {
    return (
      <div className="add-to-basket add-to-basket--in">
        <span className="add-to-basket__label">{t('basket.inBasket')}</span>
        <QuantityStepper skuId={skuId} maxAvailable={maxAvailable} />
      </div>
    );
  }
  return (
    <ActionForm action={BASKET_ACTION} fields={{ skuId, quantity: 1 }}>
      <button
        type="submit"
        className="button button--primary add-to-basket"
        disabled={pending || maxAvailable <= 0 || basketLoading(skuId)}
        aria-busy={(pending && maxAvailable > 0) || undefined}
        onClick={() => {
          addToBasket(skuId, maxAvailable, { showDeliveryData });
        }}
      >
        {/* A phone's card shows the bag alone, its words kept as the button's name (controls-sheets-phones.css). */}
        <Icon name="bagAdd" size={20} className="add-to-basket__icon" />
        <span className="add-to-basket__text">{t('basket.add')}</span>
      </button>
    </ActionForm>
  );
}
