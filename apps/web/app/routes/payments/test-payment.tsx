/**
 * /pay/test/{paymentId}/: the test payment provider's "hosted" page. The shopper sees the shop, the
 * order and the amount and decides how the payment ends. The form posts to this route's action, so
 * it works without JavaScript: the API delivers the signed webhook as a gateway would, and the
 * shopper is redirected to the payment result page.
 */

import { data, Form, redirect, useLoaderData } from 'react-router';
import { noindexTitledMeta } from '../../features/checkout/page-meta';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { PaymentView } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { SubmitButton } from '../../ui/form-fields';
import { Price } from '../../ui/price';
import type { Route } from './+types/test-payment';
import { isUnauthorized, loginFirst, PAYMENT_ID } from './payments.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

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
  if (payment.provider !== 'test') throw notFound;
  return data(payment, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const outcome = (await request.formData()).get('outcome');
  if (!PAYMENT_ID.test(params.paymentId) || (outcome !== 'success' && outcome !== 'failure')) {
    throw data({ message: 'Bad request' }, { status: 400 });
  }
  try {
    const { redirectUrl } = await createApi(request, context).post('/payments/test/{paymentId}/complete', {
      params: { path: { paymentId: params.paymentId } },
      body: { outcome },
    });
    return redirect(redirectUrl);
  } catch (error) {
    if (isUnauthorized(error)) throw loginFirst(request);
    return rethrowForPage(error, new URL(request.url).pathname, 404);
  }
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
/** The page's own title in the shop's language, not indexed. */
const pageMeta: Route.MetaFunction = ({ matches }) => noindexTitledMeta(matches, (t) => t('payments.testPage.title'));

export default function TestPayment() {
  const payment = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const open = payment.status === 'pending' && payment.order.status === 'awaiting_payment';
  return (
    <section className="test-payment" aria-labelledby="test-payment-title">
      <p className="test-payment__shop">{t('shop.name')}</p>
      <h1 id="test-payment-title">{t('payments.testPage.title')}</h1>
      <p className="test-payment__note">{t('payments.testPage.note')}</p>
      <dl className="test-payment__facts">
        <dt>{t('payments.testPage.order', { number: payment.order.number })}</dt>
        <dd>
          {t('payments.testPage.amount')}: <Price price={payment.amount} />
        </dd>
        <dd>{t(`payments.method.${payment.method}`)}</dd>
      </dl>
      {open ? (
        <Form method="post" className="test-payment__actions">
          <SubmitButton primary name="outcome" value="success">
            {t('payments.testPage.pay')}
          </SubmitButton>
          <SubmitButton name="outcome" value="failure">
            {t('payments.testPage.decline')}
          </SubmitButton>
        </Form>
      ) : (
        <p role="status">
          {payment.status === 'pending'
            ? t('payments.testPage.orderClosed')
            : t('payments.testPage.finished', { status: t(`payments.status.${payment.status}`) })}
        </p>
      )}
    </section>
  );
}
