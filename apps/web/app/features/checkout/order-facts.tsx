/**
 * What the shopper knows about an order (spec section 3, Order): date, status, delivery types,
 * payment method, total, gift cards paid, amount left to pay, money refunded, cancellation reason;
 * and while it awaits payment, the payment timer with the Pay button.
 */
import { cancelReasonText } from '@storefront/domain/cancel-reasons';
import type { OrderStatus } from '@storefront/domain/checkout';
import type { Order } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { Price } from '../../ui/price';
import { deliveryLabel, orderDate, paymentLabel, statusLabel } from './labels';
import { PayButton } from './pay-button';
import { PaymentTimer } from './payment-timer';

/** Orders whose amount left to pay is still owed. */
const UNPAID: readonly OrderStatus[] = ['awaiting_payment', 'placed', 'manager_review'];

export function OrderFacts({ order, onExpire }: { order: Order; onExpire: () => void }) {
  const { t, locale, money } = useI18n();
  const user = useLayout()?.user;
  const awaiting = order.status === 'awaiting_payment';
  return (
    <div className="order-facts">
      <dl className="order-facts__list">
        {user ? (
          <>
            <dt>{t('profileOrders.date')}</dt>
            <dd>{orderDate(order.date, locale, user)}</dd>
          </>
        ) : null}
        <dt>{t('profileOrders.status')}</dt>
        <dd className={`order-status order-status--${order.status}`}>
          {statusLabel(t, order.status)}
          {order.cancellationRequested ? ` · ${t('profileOrders.cancellationRequested')}` : null}
        </dd>
        {order.giftCards ? (
          <>
            <dt>{t('giftCards.order.what')}</dt>
            <dd>
              {t('giftCards.order.card', {
                amount: money(order.giftCards.amount),
                name: order.giftCards.recipientName,
                quantity: order.giftCards.quantity,
              })}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('profileOrders.delivery')}</dt>
            <dd>{order.deliveryTypes.map((m) => deliveryLabel(t, m)).join(', ')}</dd>
          </>
        )}
        <dt>{t('profileOrders.paymentMethod')}</dt>
        <dd>{paymentLabel(t, order.paymentMethod)}</dd>
        <dt>{t('profileOrders.total')}</dt>
        <dd>
          <Price price={order.total} />
        </dd>
        {/* An order cancelled unpaid gave the cards' charge back: it says so instead of 'paid'. */}
        {order.giftCardsPaid.amount > order.giftCardsReturned.amount ? (
          <>
            <dt>{t('checkoutPage.giftCardsPaid')}</dt>
            <dd>
              <Price price={order.giftCardsPaid} />
            </dd>
          </>
        ) : null}
        {order.giftCardsReturned.amount > 0 ? (
          <>
            <dt>{t('profileOrders.giftCardsReturned')}</dt>
            <dd>
              <Price price={order.giftCardsReturned} />
            </dd>
          </>
        ) : null}
        {UNPAID.includes(order.status) && order.toPay.amount > 0 ? (
          <>
            <dt>{t('checkoutPage.leftToPay')}</dt>
            <dd>
              <Price price={order.toPay} />
            </dd>
          </>
        ) : null}
        {order.refunded.amount > 0 ? (
          <>
            <dt>{t('profileOrders.refunded')}</dt>
            <dd>
              <Price price={order.refunded} />
            </dd>
          </>
        ) : null}
        {order.cancellationReason ? (
          <>
            <dt>{t('profileOrders.cancellationReason')}</dt>
            <dd>{t(`profileOrders.reason.${order.cancellationReason}`)}</dd>
          </>
        ) : null}
        {order.shopperCancelReason || order.shopperCancelNote ? (
          <>
            <dt>{t('profileOrders.cancelReason.byShopper')}</dt>
            <dd>{cancelReasonText(t, order)}</dd>
          </>
        ) : null}
      </dl>
      {order.managerNote ? <p className="order-facts__note">{t(order.managerNote)}</p> : null}
      {awaiting && order.paymentDueAt ? <PaymentTimer dueAt={order.paymentDueAt} onExpire={onExpire} /> : null}
      {order.canPay ? <PayButton number={order.number} /> : null}
    </div>
  );
}
