/**
 * /pay/sbp/{paymentId}/: an SBP payment on desktop (decision 035). The QR code carrying the link the
 * provider gave is drawn on the server as an SVG path (the gift cards' QR), with the link for a
 * phone's browser; the shopper pays in the bank's app. The page follows the payment: with JavaScript it asks again every few seconds, without
 * it the "I have paid" link loads it again; once paid or declined it goes to the result page. An
 * expired code offers a new one through the result page's retry, by SBP again.
 */
import { localTime } from '@storefront/domain/dates';
import { type SbpPaymentState, sbpPaymentState } from '@storefront/domain/online-payment';
import { paymentResultPath } from '@storefront/domain/order-links';
import { DEFAULT_VARIANT, VARIANTS } from '@storefront/domain/variants';
import { useEffect } from 'react';
import { data, Form, redirect, useLoaderData, useRevalidator } from 'react-router';
import { noindexTitledMeta } from '../../features/checkout/page-meta';
import { QrCode } from '../../features/gift-cards/qr-code';
import { qrPath } from '../../features/gift-cards/qr-code.server';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { PaymentView } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Price } from '../../ui/price';
import type { Route } from './+types/sbp-payment';
import { isUnauthorized, loginFirst, PAYMENT_ID } from './payments.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

/** SBP is offered in one variant (onlinePaymentMethods): its result pages and clock are this page's. */
const VARIANT = DEFAULT_VARIANT;
const POLL_MS = 3000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const notFound = data({ message: `Page Not Found: ${pathname}` }, { status: 404 });
  if (!PAYMENT_ID.test(params.paymentId)) throw notFound;
  let payment: PaymentView;
  try {
    payment = await createApi(request, context).get('/payments/{paymentId}', {
      params: { path: { paymentId: params.paymentId } },
    });
  } catch (error) {
    if (isUnauthorized(error)) throw loginFirst(request);
    return rethrowForPage(error, pathname, 404);
  }
  if (payment.method !== 'sbp' || !payment.qrUrl) throw notFound;
  const state = sbpPaymentState(payment, payment.order.status === 'awaiting_payment', new Date());
  const { number } = payment.order;
  if (state === 'paid') throw redirect(paymentResultPath(VARIANT, 'payment-success', number, payment.id));
  if (state === 'failed') throw redirect(paymentResultPath(VARIANT, 'payment-failure', number));
  return data(
    {
      state,
      number,
      amount: payment.amount,
      qrUrl: payment.qrUrl,
      expiresAt: payment.expiresAt,
      qr: qrPath(payment.qrUrl),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
/** The page's own title (a screen reader's first words, the tab's name), not indexed. */
const pageMeta: Route.MetaFunction = ({ matches }) => noindexTitledMeta(matches, (t) => t('payments.sbp.title'));

/** Hours and minutes on the shop's clock. */
function clockTime(iso: string): string {
  const { minutes } = localTime(new Date(iso), VARIANTS[VARIANT].timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export default function SbpPayment() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const waiting = page.state === 'waiting';

  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per answer of the loader
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => window.clearTimeout(timer);
  }, [page]);

  return (
    <section className="sbp-payment" aria-labelledby="sbp-payment-title">
      <p className="test-payment__shop">{t('shop.name')}</p>
      <h1 id="sbp-payment-title">{t('payments.sbp.title')}</h1>
      <dl className="test-payment__facts">
        <dt>{t('payments.testPage.order', { number: page.number })}</dt>
        <dd>
          {t('payments.testPage.amount')}: <Price price={page.amount} />
        </dd>
      </dl>
      {waiting ? <SbpCode page={page} /> : <SbpClosed state={page.state} number={page.number} />}
    </section>
  );
}

function SbpCode({ page }: { page: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const { t } = useI18n();
  return (
    <>
      <p>{t('payments.sbp.scan')}</p>
      <QrCode qr={page.qr} label={t('payments.sbp.qrLabel', { number: page.number })} />
      <p>
        <a href={page.qrUrl}>{t('payments.sbp.link')}</a>
      </p>
      <p role="status">{page.expiresAt ? t('payments.sbp.waiting', { time: clockTime(page.expiresAt) }) : null}</p>
      <a className="button" href=".">
        {t('payments.sbp.check')}
      </a>
    </>
  );
}

function SbpClosed({ state, number }: { state: SbpPaymentState; number: string }) {
  const { t } = useI18n();
  if (state !== 'expired') return <p role="status">{t('payments.sbp.closed')}</p>;
  return (
    <>
      <p role="status">{t('payments.sbp.expired')}</p>
      <Form method="post" action={paymentResultPath(VARIANT, 'payment-failure', number)}>
        <input type="hidden" name="order" value={number} />
        <input type="hidden" name="onlineMethod" value="sbp" />
        <button type="submit" className="button button--primary">
          {t('payments.sbp.newCode')}
        </button>
      </Form>
    </>
  );
}
