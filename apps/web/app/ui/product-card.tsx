import { cardShowsStock } from '@storefront/domain/card-badges';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { Badge, type BadgeTone } from './badge';
import { Picture } from './picture';
import { Price } from './price';
import { Skeleton, SkeletonShape } from './skeleton';

const MAX_SWATCHES = 5;
/** The word badges' tones; which badges a card has is the domain's rule (card-badges.ts). */
const TAG_TONES: Record<NonNullable<Card['badges']>[number], BadgeTone> = {
  new: 'accent',
  hit: 'warning',
};

/**
 * How wide a card's picture shows (product-grid.css, catalog.css): a grid's share of the page less its
 * gaps and the card's padding; two cards a row on a phone, three on a tablet, four on the 1280 px page,
 * or, `wide`, two at every width. Carousels' cards are no wider.
 */
const CARD_PICTURE_SIZES = '(max-width: 759px) calc(50vw - 50px), (max-width: 1279px) calc(33.3vw - 47px), 274px';
const WIDE_CARD_PICTURE_SIZES = '(max-width: 1279px) calc(50vw - 50px), 590px';

/**
 * A product tile. `actions` is a slot for buttons other features own (favourite toggle, quick add);
 * it sits outside the link so the buttons are not nested in it. `priority`: the card is on the first
 * screen, its picture is fetched first; `wide`: the grid shows two cards a row at every width.
 */
export function ProductCard({
  product,
  actions,
  priority = false,
  wide = false,
  onOpen,
}: {
  product: Card;
  actions?: ReactNode;
  priority?: boolean;
  wide?: boolean;
  /** The shopper follows the card's link (a listing reports which of its items was picked). */
  onOpen?: () => void;
}) {
  const { t } = useI18n();
  const colours = product.colours ?? [];
  return (
    <article className="product-card" data-product-id={product.id}>
      <Link to={product.url} className="product-card__link" onClick={onOpen}>
        {product.images[0] ? (
          <Picture
            picture={product.images[0]}
            alt=""
            sizes={wide ? WIDE_CARD_PICTURE_SIZES : CARD_PICTURE_SIZES}
            width={480}
            height={600}
            priority={priority}
            className="product-card__image"
          />
        ) : null}
        {product.discount ? (
          <Badge tone="sale" className="product-card__badge">
            −{product.discount}%
          </Badge>
        ) : null}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.badges?.length ? (
        <ul className="product-card__badges">
          {product.badges.map((b) => (
            <li key={b}>
              <Badge tone={TAG_TONES[b]}>{t(`catalog.badge.${b}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Price price={product.price} oldPrice={product.oldPrice} from={product.priceFrom} />
      {product.stockLevel && cardShowsStock(product.stockLevel) ? (
        <p className={`product-card__stock product-card__stock--${product.stockLevel}`}>
          {t(`catalog.stock.${product.stockLevel}`)}
        </p>
      ) : null}
      {colours.length > 1 ? (
        <ul className="product-card__colours" aria-label={t('catalog.colours')}>
          {colours.slice(0, MAX_SWATCHES).map((c) => (
            <li key={c.code}>
              <Link to={c.url} className="product-card__swatch" title={c.name}>
                <span className="product-card__swatch-dot" style={{ background: c.hex }} />
                <span className="visually-hidden">{c.name}</span>
              </Link>
            </li>
          ))}
          {colours.length > MAX_SWATCHES ? <li>+{colours.length - MAX_SWATCHES}</li> : null}
        </ul>
      ) : null}
      {product.sizes?.length ? (
        <p className="product-card__sizes">
          <span className="visually-hidden">{t('catalog.sizes')}: </span>
          {product.sizes.join(' · ')}
        </p>
      ) : null}
      {actions ? <div className="product-card__actions">{actions}</div> : null}
    </article>
  );
}

/**
 * One tile's shape while its product is on the way: the card's box, picture, name, a badge, price,
 * stock, colours and, where the listing has them, the action buttons, so a row keeps its height.
 */
function ProductCardShape({ withActions }: { withActions: boolean }) {
  return (
    <div className="product-card">
      <SkeletonShape className="product-card__image-shape" />
      <div className="product-card__name">
        <SkeletonShape kind="text" width="90%" />
        <SkeletonShape kind="text" width="55%" />
        {/* Names wrap twice more in a phone's narrow columns. */}
        <SkeletonShape kind="text" width="85%" className="product-card__phone-line" />
        <SkeletonShape kind="text" width="40%" className="product-card__phone-line" />
      </div>
      <div className="product-card__badges">
        <SkeletonShape kind="text" width="3em" />
      </div>
      <div className="price__current">
        <SkeletonShape kind="text" width="40%" />
      </div>
      <div className="product-card__stock">
        <SkeletonShape kind="text" width="50%" />
      </div>
      <div className="product-card__colours">
        <SkeletonShape width="4.5rem" height={24} />
      </div>
      {withActions ? (
        <div className="product-card__actions">
          <SkeletonShape className="product-card__actions-shape" />
        </div>
      ) : null}
    </div>
  );
}

/**
 * A grid of `count` card shapes in the product grid's columns (`gridClassName`), for cards that are
 * loading: a listing's next chunk, or a whole listing while a filter change loads.
 */
export function ProductGridSkeleton({
  count,
  gridClassName,
  withActions = false,
}: {
  count: number;
  gridClassName: string;
  withActions?: boolean;
}) {
  return (
    <Skeleton>
      <ul className={gridClassName}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical shapes with nothing else to key them by
          <li key={i}>
            <ProductCardShape withActions={withActions} />
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}
