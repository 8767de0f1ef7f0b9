import type { VariantKey } from '@storefront/domain/variants';

/** Where and how a shopper is shopping: the variant, the content language and the city for stock and delivery. */
export interface ShopperScope {
  variant: VariantKey;
  lang: 'ru' | 'en' | 'kk';
  cityId: number;
}
