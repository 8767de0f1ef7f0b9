/**
 * A placed order on the checkout page: awaiting payment (the payment timer, Pay, what is left to
 * pay and what gift cards paid), or thanked (paid, to pay on receipt, or with a manager), with
 * what happens next and the way to the order in the profile.
 */
import type { CheckoutStage } from '@storefront/domain/checkout';
import { orderPagePath } from '@storefront/domain/order-links';
import { buildPath } from '@storefront/domain/routes';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { DeliveryGroups } from '../../features/checkout/delivery-groups';
import { OrderFacts } from '../../features/checkout/order-facts';
import type { Order } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';

/** The stage an order is at: awaiting payment, or thanked once paid or placed; none when cancelled. */
export function stageOf(order: Order): CheckoutStage | null {
  if (order.status === 'awaiting_payment') return 'awaitingPayment';
  return order.status === 'cancelled' ? null : 'thanked';
}

/** What happens next; a legal entity's order says it with its manager note (see OrderFacts). */
function nextStepKey(order: Order): string | null {
  if (order.status === 'awaiting_payment') return 'checkoutPage.next.awaitingPayment';
  if (order.status === 'manager_review') return null;
  if (order.status === 'placed') return 'checkoutPage.next.placed';
  if (order.status === 'cancelled') return 'checkoutPage.cancelled';
  return 'checkoutPage.next.paid';
}

export function OrderStage({ order }: { order: Order }) {
  const { t } = useI18n();
  const variant = useVariant();
  const revalidator = useRevalidator();
  const [expired, setExpired] = useState(false);
  const stage = stageOf(order);
  const next = nextStepKey(order);
  return (
    <div className="checkout-order">
      {stage ? (
        <p className="checkout-order__number">{t('checkoutPage.orderNumber', { number: order.number })}</p>
      ) : null}
      {expired && order.status === 'awaiting_payment' ? (
        <p className="checkout-warning" role="alert">
          {t('checkoutPage.timerExpired')}
        </p>
      ) : next ? (
        <p className="checkout-order__next">{t(next)}</p>
      ) : null}
      <OrderFacts
        order={order}
        onExpire={() => {
          // The expiry job cancels the order: say so, and load it again to show it cancelled.
          setExpired(true);
          revalidator.revalidate();
        }}
      />
      <DeliveryGroups groups={order.shipments} />
      <p className="checkout-order__links">
        <Link to={orderPagePath(variant, order.number)} className="button">
          {t('checkoutPage.toOrder')}
        </Link>
        <Link to={buildPath('CatalogIndex', variant)} className="button">
          {t('checkoutPage.toCatalogue')}
        </Link>
      </p>
    </div>
  );
}
