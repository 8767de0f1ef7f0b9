/**
 * ProfileOrdersIndex: the shopper's orders, filtered actual / completed / all (?filter=), each with
 * its facts, the payment timer and Pay button while it awaits payment, and Cancel where allowed.
 * `?order={number}` shows that one order with its refunds, a confirmed legal entity's invoice and its
 * goods (e-mails and the checkout link here);
 * another shopper's or an unknown number is 'order not found'.
 */
import { CHECKOUT_MESSAGES, ORDER_LIST_FILTERS } from '@storefront/domain/checkout';
import { buildPath } from '@storefront/domain/routes';
import { useEffect, useState } from 'react';
import { data, Link, type ShouldRevalidateFunction, useActionData, useLoaderData, useRevalidator } from 'react-router';
import { loadSummary } from '../../features/account/account-loader.server';
import { AccountPage } from '../../features/account/account-page';
import { CANCEL_INTENT } from '../../features/checkout/cancel-order';
import { CancelOrderButton } from '../../features/checkout/cancel-order-button';
import { DeliveryGroups } from '../../features/checkout/delivery-groups';
import { OrderFacts } from '../../features/checkout/order-facts';
import { loadOrderView, PRIVATE } from '../../features/checkout/order-loader.server';
import { OrderRefunds } from '../../features/checkout/order-refunds';
import { titledMeta } from '../../features/checkout/page-meta';
import { createApi, rethrowForPage } from '../../lib/api.server';
import type { Order } from '../../lib/api-types';
import type { Refusal } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useVariant } from '../../lib/variant';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { EmptyState } from '../../ui/empty-state';
import type { Route } from './+types/profile-orders';
import { cancelOrderAction } from './cancel-order.server';
import { ChangePaymentMethodButton } from './change-payment-method';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

const DEFAULT_FILTER = 'all';
export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const number = url.searchParams.get('order');
  if (number !== null) return loadOrderView(api, number, url.pathname);
  try {
    const filter = url.searchParams.get('filter') ?? DEFAULT_FILTER;
    // The API refuses any other filter; so does the page, with the same 400.
    if (!isOrderListFilter(filter)) throw data(null, { status: 400 });
    const [{ orders }, summary] = await Promise.all([
      api.get('/orders', { params: { query: { filter } } }),
      loadSummary(api),
    ]);
    return data({ view: 'list' as const, filter, orders, summary }, { headers: PRIVATE });
  } catch (error) {
    rethrowForPage(error, url.pathname, 400);
  }
}

/** The page's one write: cancelling an order, or asking to (features/checkout/cancel-order-button.tsx). */
export const action = ({ request, context }: Route.ActionArgs) => cancelOrderAction(request, context);

/**
 * A cancel sent by the page's script answers the order, which its card shows at once: the list is
 * not read again, so the order stays where the shopper cancelled it (the actual orders) until they
 * move on.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, actionResult, defaultShouldRevalidate }) =>
  formData?.get('intent') === CANCEL_INTENT && actionResult?.ok ? false : defaultShouldRevalidate;

/** The refusal of a cancel form posted without JavaScript, for the order it named. */
function useCancelRefusal(number: string): Refusal | undefined {
  const answer = useActionData<typeof action>() as Refusal | { ok: true } | undefined;
  if (!answer || answer.ok) return undefined;
  return answer.intent === CANCEL_INTENT && answer.values?.number === number ? answer : undefined;
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) =>
  titledMeta(
    matches,
    page?.view === 'order'
      ? (t) => t('checkoutPage.orderNumber', { number: page.order.number })
      : page?.view === 'orderNotFound'
        ? (t) => t(CHECKOUT_MESSAGES.orderNotFound)
        : null,
  );

function OrderCard({ order: initial, detailed }: { order: Order; detailed?: boolean }) {
  const { t } = useI18n();
  const variant = useVariant();
  const revalidator = useRevalidator();
  const [order, setOrder] = useState(initial);
  const [cancelling, setCancelling] = useState(false);
  const cancelRefusal = useCancelRefusal(order.number);
  useEffect(() => setOrder(initial), [initial]);
  const title = t('checkoutPage.orderNumber', { number: order.number });
  const Heading = detailed ? 'h1' : 'h2';
  return (
    <article className="order-card" aria-busy={cancelling}>
      <Heading className="order-card__title">
        {detailed ? (
          title
        ) : (
          <Link to={`${buildPath('ProfileOrdersIndex', variant)}?order=${encodeURIComponent(order.number)}`}>
            {title}
          </Link>
        )}
      </Heading>
      {cancelling ? (
        <p className="order-card__cancelling" role="status">
          {t('profileOrders.cancelling')}
        </p>
      ) : null}
      {/* The expiry job cancels an unpaid order past its timer: load it again to show that. */}
      <OrderFacts order={order} onExpire={() => revalidator.revalidate()} />
      {order.canChangePaymentMethod ? <ChangePaymentMethodButton order={order} onChanged={setOrder} /> : null}
      {order.canCancel || order.canRequestCancellation ? (
        <CancelOrderButton order={order} refusal={cancelRefusal} onBusy={setCancelling} onCancelled={setOrder} />
      ) : null}
      {detailed ? (
        <>
          <OrderRefunds order={order} />
          <DeliveryGroups groups={order.shipments} />
        </>
      ) : null}
    </article>
  );
}

const isOrderListFilter = (value: string): value is (typeof ORDER_LIST_FILTERS)[number] =>
  (ORDER_LIST_FILTERS as readonly string[]).includes(value);

function OrderList({ filter, orders }: { filter: string; orders: Order[] }) {
  const variant = useVariant();
  const { t } = useI18n();
  const base = buildPath('ProfileOrdersIndex', variant);
  return (
    <>
      <nav aria-label={t('profileOrders.filters')} className="orders-page__filters">
        {ORDER_LIST_FILTERS.map((f) => (
          <Link
            key={f}
            to={`${base}?filter=${f}`}
            className={`orders-page__filter${f === filter ? ' orders-page__filter--active' : ''}`}
            aria-current={f === filter ? 'page' : undefined}
          >
            {t(`profileOrders.filter.${f}`)}
          </Link>
        ))}
      </nav>
      {orders.length === 0 ? (
        <EmptyState message={t('profileOrders.empty')} icon="bag" />
      ) : (
        <ul className="orders-page__list">
          {orders.map((order) => (
            <li key={order.number}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function ProfileOrders() {
  const page = useLoaderData<typeof loader>();
  const variant = useVariant();
  const layout = useLayout();
  const { t } = useI18n();
  if (page.view === 'list') {
    return (
      <AccountPage title={layout?.meta?.h1 ?? t('profileOrders.title')} summary={page.summary}>
        <div className="orders-page">
          <OrderList filter={page.filter} orders={page.orders} />
        </div>
      </AccountPage>
    );
  }
  const parent = { to: buildPath('ProfileOrdersIndex', variant), text: t('profileOrders.title') };
  return (
    <section className="orders-page">
      <p>
        <Link to={parent.to}>{parent.text}</Link>
      </p>
      {page.view === 'order' ? <OrderCard order={page.order} detailed /> : null}
      {page.view === 'orderNotFound' ? <h1>{t(CHECKOUT_MESSAGES.orderNotFound)}</h1> : null}
    </section>
  );
}
