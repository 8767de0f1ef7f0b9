import { CHECKOUT_MESSAGES } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translator';
import { data, type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { loadOrderView, PRIVATE } from '../../features/checkout/order-loader.server';
import { OrderStage, stageOf } from '../../features/checkout/order-stage';
import { titledMeta } from '../../features/checkout/page-meta';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { assertValidRoute } from '../../lib/route-guard.server';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/checkout';
import { checkoutAction } from './checkout-action.server';
import { CheckoutAnalytics } from './checkout-analytics';
import { PlacingStage } from './placing-stage';
import { StageSteps } from './stage-steps';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const number = url.searchParams.get('order');
  if (number !== null) return loadOrderView(api, number, url.pathname);
  try {
    // y or n as the shopper toggled it; without it the API follows the profile's legal-entity flag.
    const asked = url.searchParams.get('legalEntity');
    const legalEntity = asked === 'y' || asked === 'n' ? asked : undefined;
    const quote = await api.get('/checkout', { params: { query: { legalEntity } } });
    // The form's key for placing this order: the same form sent twice places it once.
    return data({ view: 'placing' as const, quote, idempotencyKey: crypto.randomUUID() }, { headers: PRIVATE });
  } catch (error) {
    rethrowForPage(error, url.pathname, 400);
  }
}

export const action = ({ request, context }: Route.ActionArgs) => checkoutAction(request, context);

/** A placed order's answer leaves the page: the emptied basket's quote is not loaded behind it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'placed' in actionResult ? false : defaultShouldRevalidate;

type LoaderData = Awaited<ReturnType<typeof loader>>['data'];

/** The stage's title; an order outside the stages (cancelled) is called by its number. */
function pageTitle(t: Translate, page: LoaderData): string {
  if (page.view === 'placing') return t('checkoutPage.stage.placing');
  if (page.view === 'orderNotFound') return t(CHECKOUT_MESSAGES.orderNotFound);
  const stage = stageOf(page.order);
  return t(stage ? `checkoutPage.stage.${stage}` : 'checkoutPage.orderNumber', { number: page.order.number });
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) =>
  titledMeta(matches, page ? (t) => pageTitle(t, page) : null);

export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const stage = page.view === 'placing' ? 'placing' : page.view === 'order' ? stageOf(page.order) : null;
  return (
    <section className="checkout-page">
      {stage ? <StageSteps current={stage} /> : null}
      <h1>{pageTitle(t, page)}</h1>
      {page.view === 'placing' ? (
        <>
          <CheckoutAnalytics quote={page.quote} />
          <PlacingStage initial={page.quote} idempotencyKey={page.idempotencyKey} />
        </>
      ) : null}
      {page.view === 'order' ? <OrderStage order={page.order} /> : null}
    </section>
  );
}
