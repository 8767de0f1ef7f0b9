import { Link, useLoaderData } from 'react-router';
import { FavouriteToggle } from '../../features/favourites/favourite-toggle';
import { ProductCard } from '../../features/products/product-card';
import { createApi } from '../../lib/api.server';
import type { ProductCard as Card } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useLayout } from '../../lib/layout-data';
import type { Route } from './+types/home';

interface HomeData {
  categories: { text: string; url: string; image: string }[];
  popular: Card[];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return createApi(request, context).get('/pages/main');
}

export default function Home() {
  const { categories, popular } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  return (
    <div className="home">
      <h1 className="home__title">{layout?.meta?.h1}</h1>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        <ul className="category-tiles">
          {categories.map((c) => (
            <li key={c.url}>
              <Link to={c.url} className="category-tile">
                <img src={c.image} alt="" width={160} height={160} loading="lazy" />
                <span>{c.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-popular">
        <h2 id="home-popular">{t('home.popular')}</h2>
        <ul className="product-grid">
          {popular.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} actions={<FavouriteToggle productId={p.id} />} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
