/** The product page: `/product/{slug}/` in every variant. */
import { data, useLoaderData } from 'react-router';
import { productJsonLd } from '../../features/product/structured-data';
import { createApi } from '../../lib/api.server';
import { type RootData, rootTranslator } from '../../lib/layout-data';
import { canonicalLinks } from '../../lib/page-links';
import { assertValidRoute } from '../../lib/route-guard.server';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/product';
import { deferRelated, deferReviews, loadProduct } from './product-data.server';
import { ProductView } from './product-view';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const slug = params.productSlug ?? '';
  const detail = await loadProduct(api, slug, url.pathname);
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  return data(
    {
      detail,
      canonical: new URL(detail.product.url, url.origin).href,
      related: deferRelated(api, slug),
      reviews: deferReviews(api, detail.product.id),
    },
    { headers },
  );
}

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!loaderData || !root) return [{ title: root?.layout.meta?.title ?? '' }];
  const { product } = loaderData.detail;
  const t = rootTranslator(root);
  const description = product.description.length > 160 ? `${product.description.slice(0, 157)}…` : product.description;
  return [
    { title: `${product.name} — ${t('shop.name')}` },
    { name: 'description', content: description },
    { property: 'og:title', content: product.name },
    { property: 'og:image', content: new URL(product.images[0]?.url ?? '/', loaderData.canonical).href },
    ...canonicalLinks(loaderData.canonical, loaderData.detail.alternates),
    { 'script:ld+json': productJsonLd(product, loaderData.canonical, product.rating) },
  ];
};

export default function ProductRoute() {
  const { detail, related, reviews } = useLoaderData<typeof loader>();
  // A new product (e.g. another colour) starts with fresh state: its own size choice and modals.
  return <ProductView key={detail.product.id} detail={detail} related={related} reviews={reviews} />;
}
