import type { ProductCard as Card } from '@storefront/api/modules/catalog/product-card';
import { Link } from 'react-router';
import { Price } from '../../ui/price';

export function ProductCard({ product }: { product: Card }) {
  return (
    <article className="product-card">
      <Link to={product.url} className="product-card__link">
        <img src={product.images[0]} alt="" width={300} height={300} loading="lazy" className="product-card__image" />
        {product.discount ? <span className="product-card__badge">−{product.discount}%</span> : null}
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <Price price={product.price} oldPrice={product.oldPrice} />
    </article>
  );
}
