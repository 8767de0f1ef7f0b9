/**
 * A placed order, as its confirmation shows it (the checkout page's order view and the payment
 * success page): awaiting payment (the payment timer, Pay, what is left to pay and what gift cards
 * paid), or thanked (paid, to pay on receipt, or with a manager); what was paid and how, the goods
 * with their pictures by delivery (method, shop or address, day and slot), what happens next and
 * the way to the order in the profile.
 */
import type { CheckoutStage } from '@storefront/domain/checkout';
import { orderPagePath } from '@storefront/domain/order-links';
import { buildPath } from '@storefront/domain/routes';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { reachGoal, trackOnce } from '../../lib/analytics/data-layer';
import { purchaseEvent } from '../../lib/analytics/shop-events';
import type { Order } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useVariant } from '../../lib/variant';
import { DeliveryGroups } from './delivery-groups';
import { paymentLabel } from './labels';
import { OrderFacts } from './order-facts';

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
  // A thanked order is a purchase: reported once in this browser, however often its page is shown.
  useEffect(() => {
    if (stage !== 'thanked') return;
    if (trackOnce(`purchase:${order.number}`, purchaseEvent(order))) reachGoal('order_placed');
  }, [stage, order]);
  return (
    <div className="checkout-order">
      {stage ? (
        <p className="checkout-order__number">{t('checkoutPage.orderNumber', { number: order.number })}</p>
      ) : null}
      {expired && order.status === 'awaiting_payment' ? (
        <p className="checkout-warning" role="alert">
          {t('checkoutPage.timerExpired')}
        </p>
      ) : null}
      <PaidHow order={order} />
      <OrderFacts
        order={order}
        onExpire={() => {
          // The expiry job cancels the order: say so, and load it again to show it cancelled.
          setExpired(true);
          revalidator.revalidate();
        }}
      />
      <section className="checkout-order__part" aria-labelledby="order-items">
        <h2 id="order-items">{t('confirmation.items')}</h2>
        <DeliveryGroups groups={order.shipments} />
      </section>
      {next && !expired ? (
        <section className="checkout-order__part" aria-labelledby="order-next">
          <h2 id="order-next">{t('confirmation.next')}</h2>
          <p className="checkout-order__next">{t(next)}</p>
          <p>{t('confirmation.account')}</p>
        </section>
      ) : null}
      <p className="checkout-order__links">
        <Link to={orderPagePath(variant, order.number)} className="button button--primary">
          {t('checkoutPage.toOrder')}
        </Link>
        <Link to={buildPath('CatalogIndex', variant)} className="button">
          {t('checkoutPage.toCatalogue')}
        </Link>
      </p>
    </div>
  );
}

/** What was paid and how, or what is left to pay and how, in one line. */
function PaidHow({ order }: { order: Order }) {
  const { t, money } = useI18n();
  if (order.status === 'cancelled') return null;
  const paid = order.paidAt !== null;
  const amount = paid ? order.total : order.toPay;
  if (!paid && amount.amount === 0) return null;
  return (
    <p className="checkout-order__paid">
      {t(paid ? 'confirmation.paidBy' : 'confirmation.toPayBy', {
        amount: money(amount),
        method: paymentLabel(t, order.paymentMethod),
      })}
    </p>
  );
}
