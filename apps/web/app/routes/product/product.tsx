/** The product page: `/product/{slug}/` in every variant. */
import { PRODUCT_SIZE_PARAM } from '@storefront/domain/seo';
import { variantFromPath } from '@storefront/domain/variants';
import { data, useLoaderData } from 'react-router';
import { productJsonLd } from '../../features/product/structured-data';
import { createApi } from '../../lib/api.server';
import { type RootData, rootTranslator } from '../../lib/layout-data';
import { requestLocale } from '../../lib/locale.server';
import { canonicalLinks } from '../../lib/page-links';
import { assertValidRoute } from '../../lib/route-guard.server';
import { sharePictureUrl } from '../../lib/share-picture';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/product';
import { datedReviews, deferRelated, loadProduct } from './product-data.server';
import { ProductView } from './product-view';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const api = createApi(request, context);
  const slug = params.productSlug ?? '';
  const page = await loadProduct(api, slug, url.pathname);
  // `?size={sku}` (a shopping feed's link to one size) opens the page with that size chosen.
  const asked = Number(url.searchParams.get(PRODUCT_SIZE_PARAM));
  const chosen = page.product.sizes.find((s) => s.id === asked);
  const detail = chosen ? { ...page, selectedSizeId: chosen.id } : page;
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  const canonical = new URL(detail.product.url, url.origin).href;
  const locale = requestLocale(request, variantFromPath(url.pathname) ?? 'ru');
  return data(
    {
      detail,
      canonical,
      // Built here, so the browser's bundle does without it.
      jsonLd: productJsonLd(detail.product, canonical, detail.product.rating),
      related: deferRelated(api, slug),
      reviews: datedReviews(detail.reviews, locale),
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
    ...(product.images[0]
      ? [{ property: 'og:image', content: sharePictureUrl(product.images[0].picture, loaderData.canonical) }]
      : []),
    ...canonicalLinks(loaderData.canonical, loaderData.detail.alternates),
    { 'script:ld+json': loaderData.jsonLd },
  ];
};

export default function ProductRoute() {
  const { detail, related, reviews } = useLoaderData<typeof loader>();
  // A new product (e.g. another colour) starts with fresh state: its own size choice and modals.
  return <ProductView key={detail.product.id} detail={detail} related={related} reviews={reviews} />;
}
