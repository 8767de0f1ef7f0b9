/**
 * Catalogue management as staff do it: the rules of a product's texts, prices and stock that the
 * back-office form, the API and the CSV import all check, and the CSV's column format.
 */
import type { FieldError } from './errors.ts';
import { MESSAGE_KEYS } from './validation/fields.ts';
import { VARIANT_KEYS, type VariantKey } from './variants.ts';

export const CATALOGUE_LANGS = ['ru', 'en', 'kk'] as const;
export type CatalogueLang = (typeof CATALOGUE_LANGS)[number];

export const CATALOGUE_LIMITS = {
  name: 200,
  description: 5000,
  /** Minor units of any variant's currency. */
  maxPrice: 1_000_000_000,
  maxStock: 1_000_000,
  /** A product's own pictures, the first the main one (cards, basket, feeds). */
  images: 9,
  /** The largest file (CSV or CommerceML) an import takes. */
  maxImportBytes: 32 * 2 ** 20,
} as const;

export const CATALOGUE_MESSAGES = {
  tooLong: 'staff.catalogue.error.tooLong',
  price: 'staff.catalogue.error.price',
  oldPrice: 'staff.catalogue.error.oldPrice',
  oldPriceWithoutPrice: 'staff.catalogue.error.oldPriceWithoutPrice',
  stock: 'staff.catalogue.error.stock',
  published: 'staff.catalogue.error.published',
  unknownArticle: 'staff.catalogue.error.unknownArticle',
  unknownSize: 'staff.catalogue.error.unknownSize',
  unknownStore: 'staff.catalogue.error.unknownStore',
  conflictingRow: 'staff.catalogue.error.conflictingRow',
  duplicateRow: 'staff.catalogue.error.duplicateRow',
  columns: 'staff.catalogue.error.columns',
  unknownColumns: 'staff.catalogue.error.unknownColumns',
  encoding: 'staff.catalogue.error.encoding',
  tooLarge: 'staff.catalogue.error.tooLarge',
  empty: 'staff.catalogue.error.empty',
  quotes: 'staff.catalogue.error.quotes',
  slug: 'staff.catalogue.error.slug',
  slugTaken: 'staff.catalogue.error.slugTaken',
  parent: 'staff.catalogue.error.parent',
  unknownRef: 'staff.catalogue.error.unknownRef',
  refRequired: 'staff.catalogue.error.refRequired',
  xml: 'staff.catalogue.error.xml',
  cmlNoId: 'staff.catalogue.error.cmlNoId',
  cmlPriceType: 'staff.catalogue.error.cmlPriceType',
  cmlCurrency: 'staff.catalogue.error.cmlCurrency',
  cmlNoSize: 'staff.catalogue.error.cmlNoSize',
  sizePriceWithoutPrice: 'staff.catalogue.error.sizePriceWithoutPrice',
  xmlEncoding: 'staff.catalogue.error.xmlEncoding',
  zip: 'staff.catalogue.error.zip',
  picture: 'staff.catalogue.error.picture',
  images: 'staff.catalogue.error.images',
  internal: 'staff.catalogue.error.internal',
} as const;

export type Texts = Record<CatalogueLang, string>;

export interface PriceInput {
  variant: VariantKey;
  /** Minor units; null: the product is not sold in the variant. */
  price: number | null;
  /** The crossed-out price of a discount (above `price`); null: none. */
  oldPrice: number | null;
}

/** Field errors of one variant's price; `field` prefixes the names (`prices.ru`, `price_ru`). */
export function priceErrors(input: PriceInput, field: (part: 'price' | 'oldPrice') => string): FieldError[] {
  const errors: FieldError[] = [];
  const valid = (n: number) => Number.isInteger(n) && n > 0 && n <= CATALOGUE_LIMITS.maxPrice;
  if (input.price !== null && !valid(input.price))
    errors.push({ name: field('price'), message: CATALOGUE_MESSAGES.price });
  if (input.oldPrice !== null) {
    if (input.price === null)
      errors.push({ name: field('oldPrice'), message: CATALOGUE_MESSAGES.oldPriceWithoutPrice });
    else if (!valid(input.oldPrice) || input.oldPrice <= input.price)
      errors.push({ name: field('oldPrice'), message: CATALOGUE_MESSAGES.oldPrice });
  }
  return errors;
}

/** Field errors of a product's name (required) or description (may be empty) in one language. */
export function textErrors(kind: 'name' | 'description', value: string, field: string): FieldError[] {
  if (kind === 'name' && value.trim() === '') return [{ name: field, message: MESSAGE_KEYS.required }];
  if (value.length > CATALOGUE_LIMITS[kind]) return [{ name: field, message: CATALOGUE_MESSAGES.tooLong }];
  return [];
}

export function stockErrors(quantity: number, field: string): FieldError[] {
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= CATALOGUE_LIMITS.maxStock
    ? []
    : [{ name: field, message: CATALOGUE_MESSAGES.stock }];
}

/**
 * The CSV format (UTF-8, comma-separated, a header row; see docs/catalog-csv.md). A row is one SKU:
 * `article` names the product and `size` the SKU (empty: the product without sizes). Every other
 * column is optional, and a column that is present is applied as written: an empty `old_price_ru`
 * removes the discount, an empty `price_ru` stops selling the product in Russia. Product columns
 * repeated on a product's several size rows must agree; `size_price_ru` is the row's size's own price.
 * `stock_<store id>` is the SKU's stock in that shop or warehouse.
 */
export const CSV_KEY_COLUMNS = ['article', 'size', 'external_id'] as const;
export const CSV_TEXT_COLUMNS = CATALOGUE_LANGS.flatMap((l) => [`name_${l}`, `description_${l}`]);
export const CSV_PRICE_COLUMNS = VARIANT_KEYS.flatMap((v) => [`price_${v}`, `old_price_${v}`]);
/**
 * What a product is filed under: the category (its path below /catalog/, or the ERP's group id), the
 * brand, colour and material (code or name). An empty cell leaves it unchanged; a new product needs
 * all four, and with them and `name_ru` a row of an unknown article creates the product.
 */
export const CSV_REF_COLUMNS = ['category', 'brand', 'colour', 'material'] as const;
export type CsvRefColumn = (typeof CSV_REF_COLUMNS)[number];
export const CSV_PRODUCT_COLUMNS = [
  ...CSV_TEXT_COLUMNS,
  ...CSV_REF_COLUMNS,
  'published',
  ...CSV_PRICE_COLUMNS,
] as const;
/**
 * A size's own price in a variant, whole currency like `price_<variant>` (empty: the size costs the
 * product's price); a row's, not the product's, so the sizes of one product may differ.
 */
export const CSV_SIZE_PRICE_COLUMNS = VARIANT_KEYS.flatMap((v) => [`size_price_${v}`, `size_old_price_${v}`]);
export const CSV_STOCK_COLUMN = /^stock_([1-9][0-9]{0,8})$/;

/** Columns the import does not know (the header's own order). */
export function unknownCsvColumns(header: readonly string[]): string[] {
  const known = new Set<string>([...CSV_KEY_COLUMNS, ...CSV_PRODUCT_COLUMNS, ...CSV_SIZE_PRICE_COLUMNS]);
  return header.filter((c) => !known.has(c) && !CSV_STOCK_COLUMN.test(c));
}

/** `published` cells: 1/0, true/false, yes/no. */
export function parsePublished(cell: string): boolean | null {
  const v = cell.trim().toLowerCase();
  if (['1', 'true', 'yes'].includes(v)) return true;
  if (['0', 'false', 'no'].includes(v)) return false;
  return null;
}

export const IMPORT_STATUSES = ['queued', 'checking', 'applying', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_FORMATS = ['csv', 'cml-import', 'cml-offers'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A category's slug: one segment of its catalogue path (`/catalog/kukhnya/posuda/`). */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_SLUG_MAX = 100;

export function categorySlugErrors(slug: string, field = 'slug'): FieldError[] {
  return CATEGORY_SLUG.test(slug) && slug.length <= CATEGORY_SLUG_MAX
    ? []
    : [{ name: field, message: CATALOGUE_MESSAGES.slug }];
}
