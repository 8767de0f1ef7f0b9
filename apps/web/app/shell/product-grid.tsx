/** A titled grid of product cards with the listing's buttons, as content and shop pages show goods. */
import { useCardList } from '../lib/analytics/use-card-list';
import type { ProductCard as Card } from '../lib/api-types';
import { ProductCard } from '../ui/product-card';
import { CardActions } from './card-actions';

export function ProductGrid({ items, title, id }: { items: Card[]; title: string; id: string }) {
  const onOpen = useCardList(id, title, items);
  return (
    <section className="content-products" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-grid">
        {items.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} actions={<CardActions {...p} />} onOpen={() => onOpen(i)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
