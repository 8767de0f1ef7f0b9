import type { ProductData } from '../../lib/api-types';

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
    image: product.images.map((i) => new URL(i.url, origin).href),
    brand: { '@type': 'Brand', name: product.brand.name },
    color: product.colour.name,
    material: product.material,
    category: product.category.text,
    url: canonical,
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: product.price.currency,
      price: decimal(product.price.amount),
      availability: AVAILABILITY[product.stockLevel],
      itemCondition: 'https://schema.org/NewCondition',
    },
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
