/**
 * BasketIndex: the basket lines with image, name, size, colour, price, a quantity stepper, remove
 * and move-to-favourites. Quantities live in the user state, so the header counter and this page
 * always agree; a line whose quantity drops to 0 leaves the list.
 */
import type { Basket, BasketLine } from '@storefront/api/modules/basket/basket.schemas';
import { buildPath } from '@storefront/domain/routes';
import { Link, useLoaderData } from 'react-router';
import { QuantityStepper } from '../../features/basket/quantity-stepper';
import { createApi } from '../../lib/api.server';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import { assertValidRoute } from '../../lib/route-guard.server';
import { useUserState } from '../../lib/user-state';
import { useVariant } from '../../lib/variant';
import { Price } from '../../ui/price';
import type { Route } from './+types/basket';

export async function loader({ request, context }: Route.LoaderArgs) {
  assertValidRoute(request);
  return createApi(request, context).get<Basket>('basket');
}

function BasketRow({ line, quantity }: { line: BasketLine; quantity: number }) {
  const { t } = useI18n();
  const { setBasketQuantity, isFavourite, toggleFavourite } = useUserState();
  const lineTotal = { amount: line.price.amount * quantity, currency: line.price.currency };
  return (
    <li className="basket-line">
      <img src={line.image} alt="" width={96} height={96} className="basket-line__image" />
      <div className="basket-line__info">
        <Link to={line.url} className="basket-line__name">
          {line.name}
        </Link>
        {line.size ? <p>{t('basket.size', { size: line.size })}</p> : null}
        <p>{t('basket.colour', { colour: line.colour })}</p>
        {line.maxAvailable === 0 ? <p className="basket-line__warning">{t('basket.notAvailable')}</p> : null}
      </div>
      <div className="basket-line__quantity">
        <QuantityStepper skuId={line.productId} maxAvailable={line.maxAvailable} />
        {quantity >= line.maxAvailable && line.maxAvailable > 0 ? (
          <p className="basket-line__max">{t('basket.ofMax', { count: quantity, max: line.maxAvailable })}</p>
        ) : null}
      </div>
      <Price price={lineTotal} />
      <div className="basket-line__actions">
        <button
          type="button"
          className="link-button"
          onClick={() => setBasketQuantity(line.productId, 0, line.maxAvailable)}
        >
          {t('basket.remove')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            if (!isFavourite(line.itemId)) toggleFavourite(line.itemId);
            setBasketQuantity(line.productId, 0, line.maxAvailable);
          }}
        >
          {t('basket.moveToFavourites')}
        </button>
      </div>
    </li>
  );
}

export default function BasketPage() {
  const basket = useLoaderData<typeof loader>();
  const layout = useLayout();
  const variant = useVariant();
  const { t } = useI18n();
  const state = useUserState();
  const lines = basket.items
    .map((line) => ({ line, quantity: state.basket[String(line.productId)] ?? 0 }))
    .filter((l) => l.quantity > 0);
  const total = {
    amount: lines.reduce((sum, l) => sum + (l.line.postponed ? 0 : l.line.price.amount * l.quantity), 0),
    currency: basket.total.currency,
  };
  return (
    <section className="basket-page">
      <h1>{layout?.meta?.h1 ?? t('basket.title')}</h1>
      {lines.length === 0 ? (
        <div className="basket-page__empty">
          <p>{t('basket.empty')}</p>
          <Link to={buildPath('CatalogIndex', variant)} className="button button--primary">
            {t('basket.toCatalogue')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="basket-lines">
            {lines.map(({ line, quantity }) => (
              <BasketRow key={line.productId} line={line} quantity={quantity} />
            ))}
          </ul>
          <p className="basket-page__total">
            {t('basket.total')}: <Price price={total} />
          </p>
        </>
      )}
    </section>
  );
}
