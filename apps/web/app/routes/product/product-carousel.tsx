import { useCardList } from '../../lib/analytics/use-card-list';
import type { ProductCard as Card } from '../../lib/api-types';
import { ProductCard } from '../../ui/product-card';

/** A titled row of product cards; nothing at all when there are none. */
export function ProductCarousel({ id, title, items }: { id: string; title: string; items: Card[] | null | undefined }) {
  const onOpen = useCardList(id, title, items ?? []);
  if (!items || items.length === 0) return null;
  return (
    <section className="product-carousel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-carousel__list">
        {items.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} onOpen={() => onOpen(i)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
