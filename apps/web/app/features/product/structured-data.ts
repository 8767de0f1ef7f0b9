import { PRODUCT_SIZE_PARAM, sizeOfferId } from '@storefront/domain/seo';
import type { ProductData } from '../../lib/api-types';
import { sharePictureUrl } from '../../lib/share-picture';

/** schema.org Product with offers and aggregateRating, for search engines (JSON-LD). */

const AVAILABILITY: Record<ProductData['stockLevel'], string> = {
  many: 'https://schema.org/InStock',
  in_stock: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  delivered: 'https://schema.org/BackOrder',
  none: 'https://schema.org/OutOfStock',
};

/** Minor units to the decimal string schema.org expects (all three currencies have 100 minor units). */
const decimal = (minor: number) => (minor / 100).toFixed(2);

type Size = ProductData['sizes'][number];

function offer(item: Pick<Size, 'price' | 'stockLevel'>, url: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: item.price.currency,
    price: decimal(item.price.amount),
    availability: AVAILABILITY[item.stockLevel],
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/**
 * Sizes that differ in price: an AggregateOffer of the price range with one Offer per size (its sku is
 * the feeds' offer id; its own price and stock; the page's link that opens with that size chosen).
 */
function sizeOffers(product: ProductData, canonical: string): Record<string, unknown> {
  const amounts = product.sizes.map((s) => s.price.amount);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: product.price.currency,
    lowPrice: decimal(Math.min(...amounts)),
    highPrice: decimal(Math.max(...amounts)),
    offerCount: product.sizes.length,
    availability: AVAILABILITY[product.stockLevel],
    offers: product.sizes.map((s) => ({
      ...offer(s, `${canonical}?${PRODUCT_SIZE_PARAM}=${s.id}`),
      sku: sizeOfferId(product.id, s.id),
      name: s.name ? `${product.name}, ${s.name}` : product.name,
    })),
  };
}

export function productJsonLd(
  product: ProductData,
  canonical: string,
  rating: { count: number; rating: number } | null,
): Record<string, unknown> {
  const origin = new URL(canonical).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.article,
    description: product.description,
    image: product.images.map((i) => sharePictureUrl(i.picture, origin)),
    brand: { '@type': 'Brand', name: product.brand.name },
    color: product.colour.name,
    material: product.material,
    category: product.category.text,
    url: canonical,
    offers: product.priceFrom ? sizeOffers(product, canonical) : offer(product, canonical),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.rating,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
