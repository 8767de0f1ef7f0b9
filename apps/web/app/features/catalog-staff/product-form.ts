/**
 * The back-office product form: fields as staff type them (prices in whole currency, sizes' own
 * prices, stock per SKU and store) and the API's body, checked by the domain's rules before the API
 * is asked.
 */
import { CATALOGUE_LANGS, priceErrors, stockErrors, textErrors } from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import { toMajorText, toMinor } from '@storefront/domain/money';
import { VARIANT_KEYS, VARIANTS } from '@storefront/domain/variants';
import type { StaffProductDetail } from '../../lib/api-types';

export const stockField = (skuId: number, storeId: number) => `stock.${skuId}.${storeId}`;
/** A size's own price field, named as the API names its errors. */
export const skuPriceField = (skuId: number, variant: string, part: 'price' | 'oldPrice') =>
  `skuPrices.${skuId}.${variant}.${part}`;
/** The SKUs that are sizes (a product without sizes has one SKU and its own price is the product's). */
export const sizedSkus = (p: StaffProductDetail) => p.skus.filter((s) => s.size !== null);

/** A number typed into a field ('1 500,50' too); NaN when it is not one. */
const numberOf = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));

/** The form's initial values from the stored product. */
export function productFormValues(p: StaffProductDetail): Record<string, string> {
  const values: Record<string, string> = {};
  for (const lang of CATALOGUE_LANGS) {
    values[`names.${lang}`] = p.names[lang];
    values[`descriptions.${lang}`] = p.descriptions[lang];
  }
  for (const price of p.prices) {
    const major = (m: number | null) => (m === null ? '' : toMajorText(m, price.currency));
    values[`prices.${price.variant}.price`] = major(price.price);
    values[`prices.${price.variant}.oldPrice`] = major(price.oldPrice);
  }
  for (const sku of sizedSkus(p)) {
    for (const price of sku.prices) {
      const major = (m: number | null) => (m === null ? '' : toMajorText(m, price.currency));
      values[skuPriceField(sku.id, price.variant, 'price')] = major(price.price);
      values[skuPriceField(sku.id, price.variant, 'oldPrice')] = major(price.oldPrice);
    }
  }
  for (const sku of p.skus) {
    for (const store of p.stores) {
      values[stockField(sku.id, store.id)] = String(sku.stock.find((s) => s.storeId === store.id)?.quantity ?? 0);
    }
  }
  values.published = p.published ? 'on' : '';
  return values;
}

/** The API body of the submitted form, or the fields' errors. */
export function productBodyOf(form: FormData, p: StaffProductDetail) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const fields: FieldError[] = [];
  const names = Object.fromEntries(CATALOGUE_LANGS.map((l) => [l, text(`names.${l}`)])) as StaffProductDetail['names'];
  const descriptions = Object.fromEntries(
    CATALOGUE_LANGS.map((l) => [l, text(`descriptions.${l}`)]),
  ) as StaffProductDetail['descriptions'];
  for (const l of CATALOGUE_LANGS) {
    fields.push(
      ...textErrors('name', names[l], `names.${l}`),
      ...textErrors('description', descriptions[l], `descriptions.${l}`),
    );
  }
  const minor = (name: string, variant: (typeof VARIANT_KEYS)[number]) => {
    const typed = text(name);
    return typed === '' ? null : toMinor(numberOf(typed), VARIANTS[variant].currency);
  };
  const prices = VARIANT_KEYS.map((variant) => {
    const price = {
      variant,
      price: minor(`prices.${variant}.price`, variant),
      oldPrice: minor(`prices.${variant}.oldPrice`, variant),
    };
    fields.push(...priceErrors(price, (part) => `prices.${variant}.${part}`));
    return price;
  });
  const skuPrices = sizedSkus(p).flatMap((sku) =>
    VARIANT_KEYS.map((variant) => {
      const price = {
        skuId: sku.id,
        variant,
        price: minor(skuPriceField(sku.id, variant, 'price'), variant),
        oldPrice: minor(skuPriceField(sku.id, variant, 'oldPrice'), variant),
      };
      fields.push(...priceErrors(price, (part) => skuPriceField(sku.id, variant, part)));
      return price;
    }),
  );
  const stock = p.skus.flatMap((sku) =>
    p.stores.map((store) => {
      const name = stockField(sku.id, store.id);
      const quantity = numberOf(text(name) || '0');
      fields.push(...stockErrors(quantity, name));
      return { skuId: sku.id, storeId: store.id, quantity };
    }),
  );
  return {
    body: { names, descriptions, published: form.get('published') === 'on', prices, skuPrices, stock },
    fields,
  };
}
