/**
 * How content pages draw product and look blocks: product cards with the listing's buttons
 * (favourite, add to basket or quick view with a size), from the shell, because features do not
 * import each other.
 */

import { Link } from 'react-router';
import type { BlockSlots } from '../features/content/content-blocks';
import { ContentPicture } from '../features/content/content-picture';
import type { ProductCard as Card, Look } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { ProductCard } from '../ui/product-card';
import { CardActions } from './card-actions';
import { ProductGrid } from './product-grid';

export function LookTile({ look, showLookbook }: { look: Look; showLookbook?: boolean }) {
  const { t } = useI18n();
  const headingId = `look-${look.id}`;
  return (
    <article className="look" aria-labelledby={headingId}>
      <div className="look__picture">
        <ContentPicture image={look.image} size="look" />
      </div>
      <div className="look__text">
        <h3 id={headingId}>{look.title}</h3>
        {showLookbook ? (
          <p className="look__book">
            {t('content.lookbookOf')}: <Link to={look.lookbook.url}>{look.lookbook.title}</Link>
          </p>
        ) : null}
        <ul className="look__products" aria-label={t('content.lookProducts')}>
          {look.products.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} actions={<CardActions {...p} />} />
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function LooksGrid({ looks, showLookbook = false }: { looks: Look[]; showLookbook?: boolean }) {
  return (
    <div className="looks">
      {looks.map((look) => (
        <LookTile key={look.id} look={look} showLookbook={showLookbook} />
      ))}
    </div>
  );
}

export const contentSlots: BlockSlots = {
  products: (items, title, key) => <ProductGrid key={key} items={items} title={title} id={`products-${key}`} />,
  looks: (looks, key) => <LooksGrid key={key} looks={looks} />,
};
