import { describe, expect, it } from 'vitest';
import type { ProductData } from '../../lib/api-types';
import { productJsonLd } from './structured-data';

const money = (amount: number) => ({ amount, currency: 'RUB' as const });
const CANONICAL = 'https://shop.example/product/linen-shirt/';
const base = {
  id: 5,
  name: 'Linen shirt',
  article: '10023456',
  description: 'A shirt.',
  images: [
    { picture: { src: '/images/p/0123456789abcdef', width: 2000, height: 2500, placeholder: '#eeeeee' }, alt: '' },
  ],
  brand: { name: 'Lino' },
  colour: { name: 'White' },
  material: 'Linen',
  category: { text: 'Shirts' },
  stockLevel: 'many',
  price: money(199_000),
  oldPrice: null,
  priceFrom: false,
  sizes: [
    { id: 51, name: 'M', maxAvailable: 3, stockLevel: 'in_stock', price: money(199_000), oldPrice: null },
    { id: 52, name: 'L', maxAvailable: 0, stockLevel: 'none', price: money(199_000), oldPrice: null },
  ],
} as unknown as ProductData;

describe('product structured data', () => {
  it('links the pictures as JPEGs 1280 wide, absolute', () => {
    expect(productJsonLd(base, CANONICAL, null).image).toEqual([
      `${new URL(CANONICAL).origin}/images/p/0123456789abcdef/1280.jpg`,
    ]);
  });

  it('gives one offer at the product’s price when every size costs the same', () => {
    expect(productJsonLd(base, CANONICAL, null).offers).toEqual({
      '@type': 'Offer',
      url: CANONICAL,
      priceCurrency: 'RUB',
      price: '1990.00',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
  });

  it('gives the price range and one offer per size, with its sku, when the sizes differ in price', () => {
    const product = {
      ...base,
      price: money(99_000),
      priceFrom: true,
      sizes: [
        { id: 51, name: 'M', maxAvailable: 3, stockLevel: 'in_stock', price: money(99_000), oldPrice: money(150_000) },
        { id: 53, name: 'XL', maxAvailable: 0, stockLevel: 'none', price: money(249_000), oldPrice: null },
      ],
    } as unknown as ProductData;
    expect(productJsonLd(product, CANONICAL, null).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'RUB',
      lowPrice: '990.00',
      highPrice: '2490.00',
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      offers: [
        expect.objectContaining({
          '@type': 'Offer',
          sku: '5s51',
          name: 'Linen shirt, M',
          price: '990.00',
          priceCurrency: 'RUB',
          url: `${CANONICAL}?size=51`,
          availability: 'https://schema.org/InStock',
        }),
        expect.objectContaining({
          sku: '5s53',
          name: 'Linen shirt, XL',
          price: '2490.00',
          availability: 'https://schema.org/OutOfStock',
        }),
      ],
    });
  });
});
