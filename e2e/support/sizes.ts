import { baseUrl } from './browser.ts';
import { homeCards } from './home-cards.ts';

/** A product page's size radio: named by the size, then by its own price when the sizes differ in price. */
export const sizeNamed = (size: string): RegExp => new RegExp(`^${size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);

interface SizeInfo {
  id: number;
  name: string | null;
  maxAvailable: number;
}

/** A popular product with sizes, one of which a Moscow shopper can buy, found through the API. */
export async function sizedProduct(): Promise<{ url: string; name: string; size: string; sizeId: number }> {
  const home = await (await fetch(`${baseUrl()}/api/v1/pages/main`)).json();
  for (const card of homeCards(home.data)) {
    const slug = card.url.split('/')[2];
    const detail = (await (await fetch(`${baseUrl()}/api/v1/catalog/product/${slug}?related=n`)).json()).data;
    const size = (detail.product.sizes as SizeInfo[]).find((s) => s.name && s.maxAvailable > 1);
    if (detail.product.hasSizes && size?.name)
      return { url: card.url, name: detail.product.name, size: size.name, sizeId: size.id };
  }
  // Popular products may all be sizeless; any catalogue product with sizes will do.
  throw new Error('no product with sizes among popular products');
}
