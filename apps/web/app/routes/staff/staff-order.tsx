/**
 * /staff/orders/:number/: one order for order managers — shopper, lines per shipment, payments,
 * gift cards and promo, refunds, status history and notices — with a button for each status the
 * state machine allows next (a legal entity's order: confirm with the invoice or decline with a
 * reason), the refund form, the late payment's refund and the answer to a cancellation request.
 */
import { ORDER_STATUSES, type OrderStatus } from '@storefront/domain/checkout';
import { formatPhone } from '@storefront/domain/phone-masks';
import {
  data,
  Form,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { newRefundKey, runOrderAction } from '../../features/staff/order-actions.server';
import { CancellationAnswer, LatePaymentRefund, RefundForm, RefundList } from '../../features/staff/order-refunds';
import { staffDateTime, staffHeaders, staffMeta } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadStaffPage(request, context, async (api) => ({
    ...(await api.get('/staff/orders/{number}', { params: { path: { number: params.number } } })),
    refundKey: newRefundKey(),
  }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (!form.has('to')) return runOrderAction(createApi(request, context), params.number, form);
  const to = form.get('to');
  if (!ORDER_STATUSES.includes(to as OrderStatus)) throw data({ message: 'Bad request' }, { status: 400 });
  const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
  const note = text('note');
  const invoiceNumber = text('invoiceNumber');
  try {
    await createApi(request, context).post('/staff/orders/{number}/transition', {
      params: { path: { number: params.number } },
      body: { to: to as OrderStatus, ...(note ? { note } : {}), ...(invoiceNumber ? { invoiceNumber } : {}) },
    });
    return { intent: 'move' as const, moved: to as OrderStatus, error: null };
  } catch (error) {
    // A move the state machine refuses (or a declined order without a reason) is told on the page.
    if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
      return { intent: 'move' as const, moved: null, error: error.message };
    }
    throw staffRefusal(error);
  }
}

/**
 * A form the API or the page refused on its fields changed nothing: the page is kept as it is, with
 * its refund key and what the manager typed since (a reload would redraw the form).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const refused = actionResult as { ok?: boolean; fields?: readonly unknown[] } | undefined;
  if (refused?.ok === false && (refused.fields?.length ?? 0) > 0) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.orders');
export const headers = staffHeaders;

export default function StaffOrder() {
  const detail = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const moved = result?.intent === 'move' ? result : null;
  const acted = result && 'ok' in result ? result : null;
  const refused = acted && !acted.ok ? acted : null;
  const busy = useNavigation().state !== 'idle';
  const { t, locale, money } = useI18n();
  const { order } = detail;
  const statusName = (s: string) => t(`profileOrders.status.${s}`);
  const review = order.status === 'manager_review';
  return (
    <section className="staff-page staff-order">
      <h1>{t('staff.orders.title', { number: order.number })}</h1>
      <p>
        {statusName(order.status)} · {staffDateTime(order.date, locale)} · {money(order.total)}
      </p>
      {detail.invoiceNumber ? <p>{t('staff.orders.invoice', { invoice: detail.invoiceNumber })}</p> : null}
      {detail.rejectionReason ? <p>{t('staff.orders.rejected', { reason: detail.rejectionReason })}</p> : null}
      {order.cancellationRequested ? (
        <p className="staff-order__flag">{t('staff.orders.cancellationRequested')}</p>
      ) : null}
      {moved?.moved ? (
        <p role="status" className="staff-page__done">
          {t('staff.orders.moved', { status: statusName(moved.moved) })}
        </p>
      ) : null}
      {acted?.ok ? (
        <p role="status" className="staff-page__done">
          {t(acted.message, { number: order.number, amount: acted.amount ? money(acted.amount) : '' })}
        </p>
      ) : null}
      {moved?.error ? (
        <p role="alert" className="staff-order__error">
          {moved.error}
        </p>
      ) : null}
      {/* The refund form and the decline form tell their refusals on their own fields. */}
      {refused?.message && refused.intent !== 'refund' ? (
        <p role="alert" className="staff-order__error">
          {t(refused.message)}
        </p>
      ) : null}
      {order.cancellationRequested ? (
        <CancellationAnswer
          number={order.number}
          refusal={refused?.intent === 'declineCancellation' ? refused : null}
        />
      ) : null}

      <div className="staff-order__moves">
        {review ? (
          <>
            <Form method="post" className="staff-grant" aria-label={t('staff.orders.confirm')}>
              <input type="hidden" name="to" value="placed" />
              <label className="staff-field">
                <span>{t('staff.orders.invoiceNumber')}</span>
                <input name="invoiceNumber" maxLength={40} />
              </label>
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('staff.orders.confirm')}
              </button>
            </Form>
            <Form method="post" className="staff-grant" aria-label={t('staff.orders.decline')}>
              <input type="hidden" name="to" value="cancelled" />
              <label className="staff-field">
                <span>{t('staff.orders.reason')}</span>
                <input name="note" required maxLength={500} />
              </label>
              <button type="submit" className="button" disabled={busy}>
                {t('staff.orders.decline')}
              </button>
            </Form>
          </>
        ) : (
          detail.next.map((to) => (
            <Form method="post" key={to}>
              <input type="hidden" name="to" value={to} />
              <button
                type="submit"
                className={to === 'cancelled' ? 'button' : 'button button--primary'}
                disabled={busy}
              >
                {t('staff.orders.moveTo', { status: statusName(to) })}
              </button>
            </Form>
          ))
        )}
      </div>

      <h2>{t('staff.orders.shopper')}</h2>
      <p>
        {order.recipient.name}, {formatPhone(order.recipient.phone, 'ru')}, {order.recipient.email}
        {detail.shopper ? ` (${formatPhone(detail.shopper.phone, 'ru')})` : null}
      </p>

      <h2>{t('staff.orders.lines')}</h2>
      {order.shipments.map((s) => (
        <div key={s.method} className="staff-order__shipment">
          <h3>
            {t(`basketDelivery.group.${s.method}`)} · {money(s.price)}
            {s.date ? ` · ${s.date} ${s.timeSlot ?? ''}` : ''}
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

      <h2>{t('staff.orders.payments')}</h2>
      <ul>
        {detail.payments.length === 0 ? <li>{t('staff.orders.none')}</li> : null}
        {detail.payments.map((p) => (
          <li key={p.id}>
            {p.provider} · {p.status} · {money(p.amount)} · {staffDateTime(p.at, locale)}
            {p.late ? ` · ${t('staff.orders.latePayment')}` : ''}
          </li>
        ))}
      </ul>
      <LatePaymentRefund detail={detail} number={order.number} refundKey={detail.refundKey} />

      <h2>{t('staff.orders.giftCards')}</h2>
      <ul>
        {detail.giftCards.length === 0 ? <li>{t('staff.orders.none')}</li> : null}
        {detail.giftCards.map((c) => (
          <li key={`${c.number}-${c.kind}`}>
            {c.number} · {c.kind} · {money(c.amount)}
          </li>
        ))}
      </ul>

      <RefundList detail={detail} refundKey={detail.refundKey} />
      <RefundForm
        key={detail.refundKey}
        detail={detail}
        refundKey={detail.refundKey}
        refusal={refused?.intent === 'refund' ? refused : null}
      />

      <h2>{t('staff.orders.history')}</h2>
      <ol>
        {detail.history.map((h) => (
          <li key={h.at + h.to}>
            {staffDateTime(h.at, locale)}: {h.from ? `${statusName(h.from)} → ` : ''}
            {statusName(h.to)} ·{' '}
            {h.actor === 'staff'
              ? t('staff.orders.actor.staff', { phone: h.staffPhone ? formatPhone(h.staffPhone, 'ru') : '' })
              : t(`staff.orders.actor.${h.actor}`)}
            {h.note ? ` · ${h.note}` : ''}
          </li>
        ))}
      </ol>

      <h2>{t('staff.orders.notices')}</h2>
      <ul>
        {detail.notices.length === 0 ? <li>{t('staff.orders.none')}</li> : null}
        {detail.notices.map((n) => (
          <li key={n.at + n.kind}>
            {staffDateTime(n.at, locale)}: {n.title}
          </li>
        ))}
      </ul>
    </section>
  );
}
