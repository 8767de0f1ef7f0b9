import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCard as Card } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { Badge, type BadgeTone } from './badge';
import { Price } from './price';

const MAX_SWATCHES = 5;
const TAG_TONES: Record<NonNullable<Card['badges']>[number], BadgeTone> = {
  new: 'accent',
  sale: 'sale',
  hit: 'warning',
};

/**
 * A product tile. `actions` is a slot for buttons other features own (favourite toggle, quick add);
 * it sits outside the link so the buttons are not nested in it.
 */
export function ProductCard({ product, actions }: { product: Card; actions?: ReactNode }) {
  const { t } = useI18n();
  const colours = product.colours ?? [];
  return (
    <article className="product-card" data-product-id={product.id}>
      <Link to={product.url} className="product-card__link">
        <img src={product.images[0]} alt="" width={300} height={300} loading="lazy" className="product-card__image" />
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
      <Price price={product.price} oldPrice={product.oldPrice} />
      {product.stockLevel ? (
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
