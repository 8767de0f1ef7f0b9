/**
 * What the shopper's order page tells of money given back and of the invoice (docs/decisions/014):
 * each refund with its date, amount, the gift cards' share and the pieces, and a confirmed legal
 * entity's invoice with its number and date. A refund done is the data layer's refund event.
 */
import { useEffect } from 'react';
import { trackOnce } from '../../lib/analytics/data-layer';
import { refundEvent } from '../../lib/analytics/shop-events';
import type { Order } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { orderDate } from './labels';

export function OrderRefunds({ order }: { order: Pick<Order, 'refunds' | 'invoice' | 'number'> }) {
  const { t, locale, money } = useI18n();
  const user = useLayout()?.user;
  const date = (iso: string) => (user ? orderDate(iso, locale, user) : null);
  const id = `order-${order.number}`;
  // The shopper sees a refund done: reported once per refund in this browser (decision 039).
  useEffect(() => {
    for (const r of order.refunds) {
      if (r.status === 'succeeded') trackOnce(`refund:${order.number}:${r.date}`, refundEvent(order.number, r));
    }
  }, [order.number, order.refunds]);
  return (
    <>
      {order.invoice ? (
        <section className="order-invoice" aria-labelledby={`${id}-invoice`}>
          <h2 id={`${id}-invoice`}>{t('profileOrders.invoice')}</h2>
          <p>
            {t('profileOrders.invoiceOf', { number: order.invoice.number, date: date(order.invoice.issuedAt) ?? '' })}
          </p>
        </section>
      ) : null}
      {order.refunds.length > 0 ? (
        <section className="order-refunds" aria-labelledby={`${id}-refunds`}>
          <h2 id={`${id}-refunds`}>{t('profileOrders.refunds')}</h2>
          <ul className="order-refunds__list">
            {order.refunds.map((r) => (
              <li key={`${r.date}-${r.amount.amount}`}>
                <p>
                  <strong>{money(r.amount)}</strong>
                  {date(r.date) ? ` · ${date(r.date)}` : ''}
                  {r.status === 'pending' ? ` · ${t('profileOrders.refund.pending')}` : ''}
                </p>
                {r.toGiftCards.amount > 0 ? (
                  <p>{t('profileOrders.refund.giftCards', { amount: money(r.toGiftCards) })}</p>
                ) : null}
                {r.lines.length > 0 ? (
                  <ul className="order-refunds__lines">
                    {r.lines.map((l) => (
                      <li key={`${l.name}-${l.size ?? ''}`}>
                        {l.name}
                        {l.size ? `, ${l.size}` : ''} × {l.quantity}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
