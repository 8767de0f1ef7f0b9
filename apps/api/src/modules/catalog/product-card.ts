/**
 * Product cards: the compact product data that listings, the home page and carousels show,
 * built as JSON by one database function so a page of cards is one statement.
 */
import { CARD_BADGES, cardBadges } from '@storefront/domain/card-badges';
import { STOCK_LEVELS, type StockLevel } from '@storefront/domain/catalog-query';
import { discountPercent } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { moneySchema, pictureSchema } from '../../lib/schemas.ts';
import { type PictureRow, productPictures } from './product-pictures.ts';

export const productCardSchema = z.object({
  id: z.number().int(),
  article: z.string(),
  name: z.string(),
  url: z.string(),
  images: z.array(pictureSchema).describe("the product's pictures in order, the main one first"),
  price: moneySchema,
  oldPrice: moneySchema.nullable(),
  discount: z.number().int().nullable().describe('percent off the old price'),
  priceFrom: z.boolean().describe('the sizes differ in price: `price` is the lowest ("from")'),
  colours: z
    .array(z.object({ code: z.string(), name: z.string(), hex: z.string(), url: z.string() }))
    .describe('the model in every colour, this one included'),
  sizes: z.array(z.string()),
  stockLevel: z.enum(STOCK_LEVELS).describe("stock in the shopper's city"),
  badges: z.array(z.enum(CARD_BADGES)),
  favourite: z.boolean().describe("in the shopper's favourites"),
  quickAdd: z
    .object({ skuId: z.number().int(), maxAvailable: z.number().int() })
    .nullable()
    .describe(
      "a product without sizes can go to the basket from the card: its SKU and what the shopper's city can supply",
    ),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export type ContentLang = 'ru' | 'en' | 'kk';

export interface CardContext {
  variant: VariantKey;
  lang: ContentLang;
  /** The shopper's city, for the stock level; the variant's default city when absent. */
  cityId?: number;
  /** The owner key of the shopper's favourites; none for an anonymous request. */
  ownerKey?: string | null;
}

/**
 * A JSON array of card rows for the products of `ids` (an int[] expression), in that order, by the
 * catalog_cards database function (migrations 0007, 0008, 0030, 0039). Read back with `toCards`.
 */
export function cardsSql(ids: SQL, ctx: CardContext, shopper?: ShopperSql): SQL {
  const cityId = shopper?.cityId ?? ctx.cityId ?? VARIANTS[ctx.variant].defaultCityId;
  const ownerKey = shopper?.ownerKey ?? ctx.ownerKey ?? null;
  return sql`catalog_cards(${ids}, ${ctx.variant}::text, ${ctx.lang}::text, ${cityId}::int, ${ownerKey}::text)`;
}

/** The shopper's city and owner key as SQL expressions, when the statement looks the session up itself. */
export interface ShopperSql {
  cityId: SQL;
  ownerKey: SQL;
}

/** Ids (an int[] expression) of the most popular published products sold in the variant matching `where`. */
export function popularIdsSql(opts: { variant: VariantKey; where?: SQL; limit: number }): SQL {
  return sql`array(select ${products.id} from ${products}
    join ${productPrices} on ${productPrices.productId} = ${products.id} and ${productPrices.variant} = ${opts.variant}
    where ${products.published} and ${opts.where ?? sql`true`}
    order by ${products.popularity} desc, ${products.id} desc
    limit ${opts.limit})`;
}

export interface CardRow {
  id: number;
  article: string;
  slug: string;
  name: string;
  imageCount: number;
  /** The product's own pictures (null: none, it shows `imageCount` drawn ones). */
  pictures: PictureRow[] | null;
  price: number;
  oldPrice: number | null;
  priceFrom: boolean;
  isNew: boolean;
  popularity: number;
  sizes: string[];
  stock: StockLevel;
  favourite: boolean;
  quickSku: number | null;
  available: number;
  colours: { code: string; hex: string; name: string; slug: string }[] | null;
}

export function toCards(rows: CardRow[], variant: VariantKey): ProductCard[] {
  const currency = VARIANTS[variant].currency;
  const productUrl = (slug: string) => buildPath('ProductIndex', variant, { productSlug: slug });
  return rows.map((r) => {
    const discount = discountPercent(r.price, r.oldPrice);
    return {
      id: r.id,
      article: r.article,
      name: r.name,
      url: productUrl(r.slug),
      images: productPictures(r.id, r.pictures, r.imageCount),
      price: { amount: r.price, currency },
      oldPrice: r.oldPrice ? { amount: r.oldPrice, currency } : null,
      discount,
      priceFrom: r.priceFrom,
      colours: (r.colours ?? []).map((c) => ({ code: c.code, name: c.name, hex: c.hex, url: productUrl(c.slug) })),
      sizes: r.sizes,
      stockLevel: r.stock,
      badges: cardBadges({ isNew: r.isNew, discount, popularity: r.popularity }),
      favourite: r.favourite,
      quickAdd: r.quickSku ? { skuId: r.quickSku, maxAvailable: r.available } : null,
    };
  });
}

/** The most popular cards matching `where` (a condition on products), in one statement. */
export async function loadProductCards(
  db: Db,
  opts: CardContext & { where?: SQL; limit: number },
): Promise<ProductCard[]> {
  const ids = popularIdsSql(opts);
  const result = (await db.execute(sql`select ${cardsSql(ids, opts)} as items`)) as unknown as {
    rows: { items: CardRow[] }[];
  };
  return toCards(result.rows[0]?.items ?? [], opts.variant);
}
