/**
 * The parts of an order manager's order page (/staff/orders/:number/): the status moves the state
 * machine allows, and the order's record — shipments, payments, gift cards, history and notices.
 */
import { PROVIDER_NAMES } from '@storefront/domain/paid-with';
import { formatPhone } from '@storefront/domain/phone-masks';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { StaffOrderDetail } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { SubmitButton, TextField } from '../../ui/form-fields';
import { useOrderClock } from './staff-page';

/** A status's name as shoppers and staff read it. */
function useStatusName() {
  const { t } = useI18n();
  return (status: string) => t(`profileOrders.status.${status}`);
}

/**
 * The moves from the order's status: a legal entity's order under review is confirmed with its
 * invoice or declined with a reason; any other order gets a button per status allowed next.
 */
export function OrderMoves({ detail }: { detail: StaffOrderDetail }) {
  const { t } = useI18n();
  const statusName = useStatusName();
  if (detail.order.status !== 'manager_review') {
    return (
      <div className="staff-order__moves">
        {detail.next.map((to) => (
          <Form method="post" key={to}>
            <input type="hidden" name="to" value={to} />
            <SubmitButton primary={to !== 'cancelled'}>
              {t('staff.orders.moveTo', { status: statusName(to) })}
            </SubmitButton>
          </Form>
        ))}
      </div>
    );
  }
  return (
    <div className="staff-order__moves">
      <Form method="post" className="staff-grant" aria-label={t('staff.orders.confirm')}>
        <input type="hidden" name="to" value="placed" />
        <TextField label={t('staff.orders.invoiceNumber')} name="invoiceNumber" maxLength={40} />
        <SubmitButton primary>{t('staff.orders.confirm')}</SubmitButton>
      </Form>
      <Form method="post" className="staff-grant" aria-label={t('staff.orders.decline')}>
        <input type="hidden" name="to" value="cancelled" />
        <TextField label={t('staff.orders.reason')} name="note" required maxLength={500} />
        <SubmitButton>{t('staff.orders.decline')}</SubmitButton>
      </Form>
    </div>
  );
}

/** Who ordered: the recipient and, for a signed-in shopper who ordered for someone else, their account's phone. */
export function OrderShopper({ detail }: { detail: StaffOrderDetail }) {
  const { t } = useI18n();
  const { recipient } = detail.order;
  const account = detail.shopper && detail.shopper.phone !== recipient.phone ? detail.shopper.phone : null;
  return (
    <>
      <h2>{t('staff.orders.shopper')}</h2>
      <p>
        {recipient.name}, {formatPhone(recipient.phone, 'ru')}, {recipient.email}
        {account ? ` (${formatPhone(account, 'ru')})` : null}
      </p>
    </>
  );
}

/** The order's lines per shipment (a courier's day and slot on the order's clock), and its promo code's discount. */
export function OrderShipments({ order, timeZone }: { order: StaffOrderDetail['order']; timeZone: string }) {
  const { t, money } = useI18n();
  const clock = useOrderClock(timeZone);
  return (
    <>
      <h2>{t('staff.orders.lines')}</h2>
      {order.shipments.map((s) => (
        <div key={s.method} className="staff-order__shipment">
          <h3>
            {t(`basketDelivery.group.${s.method}`)} · {money(s.price)}
            {s.date ? ` · ${clock.slot(s.date, s.timeSlot)}` : ''}
          </h3>
          <ul>
            {s.lines.map((l) => (
              <li key={l.itemId}>
                {l.name}
                {l.size ? `, ${l.size}` : ''} × {l.quantity} — {money(l.price)}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {order.promoCode ? (
        <p>
          {t('staff.orders.promo', { code: order.promoCode })} (−{money(order.discount)})
        </p>
      ) : null}
    </>
  );
}

/** A titled list of the order's records, or "none". */
function RecordList<T>({
  title,
  items,
  itemKey,
  item,
  ordered = false,
}: {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  item: (item: T) => ReactNode;
  ordered?: boolean;
}) {
  const { t } = useI18n();
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h2>{title}</h2>
      <List>
        {items.length === 0 && !ordered ? <li>{t('staff.orders.none')}</li> : null}
        {items.map((entry) => (
          <li key={itemKey(entry)}>{item(entry)}</li>
        ))}
      </List>
    </>
  );
}

/** How an order is paid, in words: 'Gift cards + Card (YooKassa)'. */
export function paidWithText(t: (key: string) => string, paid: StaffOrderDetail['paidWith']): string {
  const kinds = paid.kinds.map((k) => t(`staff.paidWith.${k}`)).join(' + ');
  return paid.provider ? `${kinds} (${PROVIDER_NAMES[paid.provider] ?? paid.provider})` : kinds;
}

/** How the order is paid, and its payments (method, gateway, status), a late one marked. */
export function OrderPayments({
  payments,
  paidWith,
  timeZone,
}: {
  payments: StaffOrderDetail['payments'];
  paidWith: StaffOrderDetail['paidWith'];
  timeZone: string;
}) {
  const { t, money } = useI18n();
  const clock = useOrderClock(timeZone);
  return (
    <>
      <p>
        {t('staff.orders.paidWith')}: {paidWithText(t, paidWith)}
      </p>
      <RecordList
        title={t('staff.orders.payments')}
        items={payments}
        itemKey={(p) => p.id}
        item={(p) => (
          <>
            {t(`staff.paidWith.${p.method}`)} · {PROVIDER_NAMES[p.provider] ?? p.provider} ·{' '}
            {t(`payments.status.${p.status}`)} · {money(p.amount)} · {clock.time(p.at)}
            {p.late ? ` · ${t('staff.orders.latePayment')}` : ''}
          </>
        )}
      />
    </>
  );
}

/** The gift cards the order spent or bought. */
export function OrderGiftCards({ giftCards }: { giftCards: StaffOrderDetail['giftCards'] }) {
  const { t, money } = useI18n();
  return (
    <RecordList
      title={t('staff.orders.giftCards')}
      items={giftCards}
      itemKey={(c) => `${c.number}-${c.kind}`}
      item={(c) => (
        <>
          {c.number} · {c.kind} · {money(c.amount)}
        </>
      )}
    />
  );
}

type HistoryLine = StaffOrderDetail['history'][number];

/**
 * What a history line tells: a move ('Paid → Assembling'), the order's first status, or, for an
 * event that kept the status (a refund, a cancellation asked or declined), the event alone.
 */
export function historyWhat(h: HistoryLine, statusName: (status: string) => string): string | null {
  if (h.from === null) return statusName(h.to);
  return h.from === h.to ? null : `${statusName(h.from)} → ${statusName(h.to)}`;
}

/** The order's status changes and events, oldest first, each with who made it and why. */
export function OrderHistory({ history, timeZone }: { history: StaffOrderDetail['history']; timeZone: string }) {
  const { t } = useI18n();
  const clock = useOrderClock(timeZone);
  const statusName = useStatusName();
  const who = (h: HistoryLine) =>
    h.actor === 'staff'
      ? t('staff.orders.actor.staff', { phone: h.staffPhone ? formatPhone(h.staffPhone, 'ru') : '' })
      : t(`staff.orders.actor.${h.actor}`);
  return (
    <RecordList
      title={t('staff.orders.history')}
      items={history}
      itemKey={(h) => h.at + h.to}
      ordered
      item={(h) => (
        <>
          <time dateTime={h.at}>{clock.time(h.at)}</time>:{' '}
          {[historyWhat(h, statusName), h.note, who(h)].filter(Boolean).join(' · ')}
        </>
      )}
    />
  );
}

/** The notices the shopper was sent about the order. */
export function OrderNotices({ notices, timeZone }: { notices: StaffOrderDetail['notices']; timeZone: string }) {
  const { t } = useI18n();
  const clock = useOrderClock(timeZone);
  return (
    <RecordList
      title={t('staff.orders.notices')}
      items={notices}
      itemKey={(n) => n.at + n.kind}
      item={(n) => (
        <>
          {clock.time(n.at)}: {n.title}
        </>
      )}
    />
  );
}
