import { BUSY_STATUSES } from '@storefront/domain/errors';
import { isOnlinePaymentMethod } from '@storefront/domain/online-payment';
import { orderPagePath, type PaymentResultPage, paymentResultPath } from '@storefront/domain/order-links';
import { variantFromPath } from '@storefront/domain/variants';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { OrderStage } from '../../features/checkout/order-stage';
import { ApiError } from '../../lib/api';
import { createApi } from '../../lib/api.server';
import { busyMessage } from '../../lib/field-messages';
import { postedForm, sentByScript } from '../../lib/form-action.server';
import { useI18n } from '../../lib/i18n';
import { paymentToOpen } from '../../lib/payment-to-open';
import { assertValidRoute } from '../../lib/route-guard.server';
import type { Route } from './+types/payment-result';
import { isUnauthorized, loginFirst, PAYMENT_ID } from './payments.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

const ORDER_NUMBER = /^\d{1,20}$/;
/**
 * A return page waiting for the provider's word asks again this often, for as long as reconciliation
 * may take to learn a lost notification's outcome (PAYMENT_RECONCILE_AFTER_MIN and the job's two minutes).
 */
const POLL_MS = 3000;
const POLL_FOR_MS = 10 * 60_000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const variant = variantFromPath(url.pathname) ?? 'ru';
  const page = params.pageKey as PaymentResultPage;
  const raw = url.searchParams.get('order');
  const order = raw && ORDER_NUMBER.test(raw) ? raw : null;
  const paymentId = url.searchParams.get('payment');
  let pending = false;
  const api = createApi(request, context);
  if (order && paymentId && PAYMENT_ID.test(paymentId)) {
    // Not the shopper's payment, or no session: the page shows what its address says.
    const payment = await api.get('/payments/{paymentId}', { params: { path: { paymentId } } }).catch(() => null);
    if (payment?.order.number === order) {
      const actual: PaymentResultPage =
        payment.status === 'succeeded' ? 'payment-success' : payment.status === 'pending' ? page : 'payment-failure';
      if (actual !== page) throw redirect(paymentResultPath(variant, actual, order, paymentId));
      pending = payment.status === 'pending' && page === 'payment-success';
    }
  }
  // A paid order of this shopper's is confirmed in full here; anyone else's stays a number.
  const placed =
    order && page === 'payment-success' && !pending
      ? await api
          .get('/orders/{number}', { params: { path: { number: order } } })
          .then((r) => (r.order.paidAt ? r.order : null))
          .catch(() => null)
      : null;
  return data(
    { page, order, pending, orderUrl: order ? orderPagePath(variant, order) : null, placed },
    { headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Pays an order again: this page's retry and every Pay button post here. A plain form goes on to the
 * payment page; a page with scripts gets its address (the mobile app may pay by SBP instead).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedForm(request);
  const order = form.get('order');
  if (typeof order !== 'string' || !ORDER_NUMBER.test(order)) throw data({ message: 'Bad request' }, { status: 400 });
  // The SBP page's new code pays by SBP again; any other retry by card.
  const onlineMethod = form.get('onlineMethod');
  try {
    const { payment } = await createApi(request, context).post('/orders/{number}/payment', {
      params: { path: { number: order } },
      body: isOnlinePaymentMethod(onlineMethod) ? { onlineMethod } : {},
    });
    if (sentByScript(form)) return { payment: paymentToOpen(payment) };
    return redirect(payment.confirmationUrl);
  } catch (error) {
    if (isUnauthorized(error)) throw loginFirst(request);
    // The API busy for now (429, 503): the order still waits, the shopper is told when to try again.
    if (error instanceof ApiError && BUSY_STATUSES.has(error.status))
      return data({ busy: true as const, retryAfterS: error.retryAfterS }, { status: error.status });
    // Paid meanwhile, cancelled by the timer, or not this shopper's: nothing to pay any more.
    if (error instanceof ApiError && error.status < 500) return data({ retryFailed: true }, { status: error.status });
    throw error;
  }
}

export default function PaymentResult() {
  const loaded = useLoaderData<typeof loader>();
  const { page, order, pending, orderUrl, placed } = loaded;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { t } = useI18n();
  const waitingSince = useRef(Date.now());

  // Paid or failed at the provider, the loader shows it (or goes to the failure page) once asked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per answer of the loader
  useEffect(() => {
    if (!pending || Date.now() - waitingSince.current > POLL_FOR_MS) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);
  const success = page === 'payment-success';
  const title = success
    ? t(pending ? 'payments.result.pending.title' : 'payments.result.success.title')
    : t('payments.result.failure.title');
  const kind = success ? (pending ? 'pending' : 'success') : 'failure';
  const text = order
    ? t(`payments.result.${kind}.text`, { number: order })
    : t(kind === 'failure' ? 'payments.result.failure.textNoOrder' : 'payments.result.success.textNoOrder');
  return (
    <section className={`payment-result payment-result--${kind}`}>
      <h1>{title}</h1>
      <p>{text}</p>
      {!success && order ? (
        <Form method="post" className="payment-result__retry">
          <input type="hidden" name="order" value={order} />
          <button type="submit" className="button button--primary" disabled={navigation.state !== 'idle'}>
            {t('payments.result.tryAgain')}
          </button>
        </Form>
      ) : null}
      {result && 'retryFailed' in result ? <p role="alert">{t('payments.result.cannotRetry')}</p> : null}
      {result && 'busy' in result ? <p role="alert">{busyMessage(t, result.retryAfterS)}</p> : null}
      {placed ? (
        <OrderStage order={placed} />
      ) : orderUrl ? (
        <p>
          <Link to={orderUrl}>{t('payments.result.toOrder')}</Link>
        </p>
      ) : null}
    </section>
  );
}
