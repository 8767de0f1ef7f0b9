import { BASKET_DEBOUNCE_MS } from '@storefront/domain/constants';
import { buildPath } from '@storefront/domain/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { ADD_ADDRESS_INTENT, failureMessages, fetchBasket } from '../../features/basket/basket-delivery-api';
import { BasketDeliveryProvider, useBasketDelivery } from '../../features/basket/basket-delivery-context';
import { BasketGroupSection } from '../../features/basket/basket-group';
import { useBasket } from '../../features/basket/basket-state';
import { BasketSummary } from '../../features/basket/basket-summary';
import { useFavourites } from '../../features/favourites/favourites-state';
import { createApi } from '../../lib/api.server';
import type { Basket } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { debounced } from '../../lib/use-debounce';
import { useVariant } from '../../lib/variant';
import { EmptyState } from '../../ui/empty-state';
import { FormError } from '../../ui/form-fields';
import type { Route } from './+types/basket';
import { useBasketAnalytics } from './basket-analytics';
import { deliveryAction, listedChoices } from './basket-delivery.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

/** A line the order will hold: not put aside and deliverable (as the server counts goodsTotal). */
const ordered = (line: Basket['items'][number]) => !line.postponed && line.group !== 'notAvailable';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  const api = createApi(request, context);
  const [basket, listed] = await Promise.all([
    api.get('/basket'),
    listedChoices(api, new URL(request.url).searchParams),
  ]);
  return { basket, listed };
}

export const action = ({ request, context }: Route.ActionArgs) => deliveryAction(request, context);

export default function BasketPage() {
  const { basket, listed } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <section className="basket-page">
      <h1>{layout?.meta?.h1 ?? t('basket.title')}</h1>
      {/* A new address's refusal is worded at its own form's fields (new-address-form.tsx). */}
      {refusal && !refusal.ok && refusal.intent !== ADD_ADDRESS_INTENT ? (
        <FormError message={Object.values(failureMessages(refusal, t))[0]} />
      ) : null}
      <BasketDeliveryProvider initial={basket} listed={listed}>
        <BasketGroups />
      </BasketDeliveryProvider>
    </section>
  );
}

function BasketGroups() {
  const { basket, update } = useBasketDelivery();
  useBasketAnalytics(basket);
  const variant = useVariant();
  const { t } = useI18n();
  const state = useBasket();
  const { isFavourite, toggleFavourite } = useFavourites();
  // Set once the shopper tried to go to checkout too early: the groups' missing choices then stand out.
  const [attempted, setAttempted] = useState(false);
  const layout = useRef<HTMLDivElement>(null);
  const showMissing = () => {
    setAttempted(true);
    // The first group still wanting a choice comes into view with its title focused.
    const title = layout.current?.querySelector<HTMLElement>(
      '.basket-group:has(.basket-group__problem) .basket-group__title',
    );
    title?.setAttribute('tabindex', '-1');
    title?.scrollIntoView({ block: 'center' });
    title?.focus({ preventScroll: true });
  };
  const addToFavourites = (productId: number) => {
    if (!isFavourite(productId)) toggleFavourite(productId);
  };
  const lines = basket.items
    .map((line) => ({ line, quantity: state.basket[String(line.productId)] ?? 0 }))
    .filter((l) => l.quantity > 0);

  // Quantities changed here differ from the groups' until the server has them; then refetch.
  const stale = basket.items.some((i) => (state.basket[String(i.productId)] ?? 0) !== i.quantity);
  const saving = basket.items.some((i) => state.basketLoading(i.productId));
  useEffect(() => {
    if (!stale || saving) return undefined;
    return debounced(BASKET_DEBOUNCE_MS + 50, () => update(() => fetchBasket(variant)));
  }, [stale, saving, update, variant]);

  if (lines.length === 0) {
    return (
      <EmptyState message={t('basket.empty')} icon="bag">
        <Link to={buildPath('CatalogIndex', variant)} className="button button--primary">
          {t('basket.toCatalogue')}
        </Link>
      </EmptyState>
    );
  }
  // The goods as the shopper has just set them (the server's answer follows the debounce).
  const goods = {
    amount: lines.reduce((sum, l) => sum + (ordered(l.line) ? l.line.price.amount * l.quantity : 0), 0),
    currency: basket.total.currency,
  };
  const bySku = new Map(lines.map((l) => [l.line.productId, l]));
  return (
    <div className="basket-page__layout" data-attempted={attempted ? '' : undefined} ref={layout}>
      <div className="basket-groups">
        {basket.groups.map((group) => {
          const groupLines = group.skuIds.flatMap((id) => bySku.get(id) ?? []);
          return groupLines.length ? (
            <BasketGroupSection key={group.key} group={group} lines={groupLines} addToFavourites={addToFavourites} />
          ) : null;
        })}
      </div>
      <BasketSummary goods={goods} onBlocked={() => showMissing()} />
    </div>
  );
}
