/**
 * /staff/orders/:number/: one order for order managers — shopper, lines per shipment, payments,
 * gift cards and promo, refunds, fiscal receipts (a failed one sent again from here), the payment
 * provider's notifications, status history and notices — with a button for each status the
 * state machine allows next (a legal entity's order: confirm with the invoice or decline with a
 * reason), the refund form, the late payment's refund and the answer to a cancellation request.
 */
import { cancelReasonText } from '@storefront/domain/cancel-reasons';
import { ORDER_STATUSES, type OrderStatus } from '@storefront/domain/checkout';
import { data, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from 'react-router';
import { DoneStatus, StaffPageHeader } from '../../features/staff/form-kit';
import { newRefundKey, runOrderAction } from '../../features/staff/order-actions.server';
import {
  OrderGiftCards,
  OrderHistory,
  OrderMoves,
  OrderNotices,
  OrderPayments,
  OrderShipments,
  OrderShopper,
} from '../../features/staff/order-detail';
import { OrderReceipts, ProviderEvents } from '../../features/staff/order-receipts';
import {
  CancellationAnswer,
  LatePaymentRefund,
  MoneyConfirm,
  RefundForm,
  RefundList,
} from '../../features/staff/order-refunds';
import { staffHeaders, staffMeta, useOrderClock } from '../../features/staff/staff-page';
import { loadStaffPage, staffRefusal } from '../../features/staff/staff-page.server';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { postedForm } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import type { Route } from './+types/staff-order';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadStaffPage(request, context, async (api) => ({
    ...(await api.get('/staff/orders/{number}', { params: { path: { number: params.number } } })),
    refundKey: newRefundKey(),
  }));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await postedForm(request);
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
  const refused = actionResult as { ok?: boolean | 'confirm'; fields?: readonly unknown[] } | undefined;
  if (refused?.ok === false && (refused.fields?.length ?? 0) > 0) return false;
  // A money action waiting for its confirmation changed nothing either.
  if (refused?.ok === 'confirm') return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => staffMeta(matches, 'staff.nav.orders');
export const headers = staffHeaders;

export default function StaffOrder() {
  const detail = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const acted = result && 'ok' in result ? result : null;
  const refused = acted && acted.ok === false ? acted : null;
  const { t, money } = useI18n();
  const { order, timeZone } = detail;
  const clock = useOrderClock(timeZone);
  return (
    <section className="staff-page staff-order">
      <StaffPageHeader title={t('staff.orders.title', { number: order.number })}>
        <p>
          {t(`profileOrders.status.${order.status}`)} · {clock.time(order.date)} · {money(order.total)}
        </p>
        {detail.invoiceNumber ? <p>{t('staff.orders.invoice', { invoice: detail.invoiceNumber })}</p> : null}
        {detail.rejectionReason ? <p>{t('staff.orders.rejected', { reason: detail.rejectionReason })}</p> : null}
        {order.cancellationRequested ? (
          <p className="staff-order__flag">{t('staff.orders.cancellationRequested')}</p>
        ) : null}
        {order.shopperCancelReason || order.shopperCancelNote ? (
          <p>
            {t('profileOrders.cancelReason.byShopper')}: {cancelReasonText(t, order)}
          </p>
        ) : null}
      </StaffPageHeader>
      <ActionOutcome result={result} number={order.number} />
      {order.cancellationRequested ? (
        <CancellationAnswer
          number={order.number}
          refusal={refused?.intent === 'declineCancellation' ? refused : null}
        />
      ) : null}
      <OrderMoves detail={detail} />
      <OrderShopper detail={detail} />
      <OrderShipments order={order} timeZone={timeZone} />
      <OrderPayments payments={detail.payments} paidWith={detail.paidWith} timeZone={timeZone} />
      <LatePaymentRefund detail={detail} number={order.number} refundKey={detail.refundKey} />
      <OrderGiftCards giftCards={detail.giftCards} />
      <RefundList detail={detail} refundKey={detail.refundKey} />
      <OrderReceipts detail={detail} />
      <ProviderEvents detail={detail} />
      <RefundForm
        key={detail.refundKey}
        detail={detail}
        refundKey={detail.refundKey}
        refusal={refused?.intent === 'refund' ? refused : null}
      />
      <OrderHistory history={detail.history} timeZone={timeZone} />
      <OrderNotices notices={detail.notices} timeZone={timeZone} />
    </section>
  );
}

/** What the last move or order action did, or why it was refused. */
function ActionOutcome({ result, number }: { result: Awaited<ReturnType<typeof action>> | undefined; number: string }) {
  const { t, money } = useI18n();
  const moved = result?.intent === 'move' ? result : null;
  const acted = result && 'ok' in result ? result : null;
  const refused = acted && acted.ok === false ? acted : null;
  return (
    <>
      {moved?.moved ? (
        <DoneStatus text={t('staff.orders.moved', { status: t(`profileOrders.status.${moved.moved}`) })} />
      ) : null}
      {acted?.ok === 'confirm' ? <MoneyConfirm intent={acted.intent} confirm={acted.confirm} /> : null}
      {acted?.ok === true ? (
        <DoneStatus text={t(acted.message, { number, amount: acted.amount ? money(acted.amount) : '' })} />
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
    </>
  );
}
