import { STOCK_LEVELS } from '@storefront/domain/catalog-query';
import { WATCHED_IDS_MAX } from '@storefront/domain/constants';
import { z } from 'zod';
import { alternateSchema, flag, linkSchema, moneySchema, pictureSchema } from '../../lib/schemas.ts';
import { productCardSchema } from '../catalog/product-card.ts';
import { productDeliverySchema } from '../delivery/delivery.schemas.ts';
import { ratingSchema, reviewSchema } from '../reviews/reviews.schemas.ts';
import { staticInfoBlocksSchema } from '../static-content/static-content.schemas.ts';

const stockLevelSchema = z.enum(STOCK_LEVELS);

export const productDetailQuery = z.object({
  /** 'n' leaves out the carousels and lookbook, for clients that load them later (deferred). */
  related: flag.default(true),
  /** 'n' leaves out the first reviews, for clients that load them later. */
  reviews: flag.default(true),
});

/** The ids of products a guest's browser says they viewed: a comma-separated list, up to WATCHED_IDS_MAX. */
export const WATCHED_IDS = new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${WATCHED_IDS_MAX - 1}}$`);

/**
 * Which carousels a call wants: all; the shared ones (the same for every shopper of a city: similar,
 * purchased together, lookbook), as a page's server render asks; or the watched one alone, as the
 * browser asks once it knows its shopper (decision 049). Those left out are answered empty.
 */
export const RELATED_CAROUSELS = ['all', 'shared', 'watched'] as const;
export type RelatedCarousels = (typeof RELATED_CAROUSELS)[number];

export const relatedQuery = z.object({
  carousels: z
    .enum(RELATED_CAROUSELS)
    .default('all')
    .describe(
      "which carousels to compute: 'shared' leaves out the watched one, 'watched' answers it alone (the others empty)",
    ),
  watched: z
    .string()
    .regex(WATCHED_IDS, 'validation.invalid')
    .transform((list) => list.split(',').map(Number))
    .optional()
    .describe(
      'product ids the browser keeps as viewed, newest first: the watched carousel of a shopper without a session history',
    ),
});

/** `POST catalog/product/{id}/view`: one product a call, by its id. */
export const viewParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'validation.invalid')
    .transform(Number)
    .describe('the product id'),
});

/** What recording a view answers: the shopper's watched carousel on that product's page. */
export const viewSchema = z.object({
  watchedItems: z
    .array(productCardSchema)
    .describe("the shopper's other recently viewed products, newest first (the product page's watched carousel)"),
});

export const sizeSchema = z.object({
  id: z.number().int().describe('SKU id: what the basket and stores list take'),
  name: z.string().nullable().describe('null for a product without sizes'),
  maxAvailable: z.number().int(),
  stockLevel: stockLevelSchema,
  price: moneySchema.describe("this size's price: its own, else the product's"),
  oldPrice: moneySchema.nullable(),
});

export const colourOptionSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  hex: z.string(),
  url: z.string(),
  image: pictureSchema.describe("that colour's main picture"),
  current: z.boolean(),
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  url: z.string(),
  line: z.string().nullable(),
  collection: z.string().nullable(),
  brand: z.object({ name: z.string(), country: z.string() }),
  category: linkSchema.extend({ id: z.number().int() }),
  colour: z.object({ name: z.string(), hex: z.string() }),
  colours: z.array(colourOptionSchema).describe('this product and its siblings of the same model in other colours'),
  material: z.string(),
  sizes: z.array(sizeSchema),
  hasSizes: z.boolean(),
  maxAvailable: z.number().int().describe('the most of one SKU a shopper can order'),
  packageSize: z.string().describe("width × depth × height in centimetres, without a unit: '30×20×12'"),
  weightGrams: z.number().int(),
  price: moneySchema.describe('the cheapest size’s price'),
  oldPrice: moneySchema.nullable(),
  discount: z.number().int().nullable(),
  priceFrom: z
    .boolean()
    .describe('the sizes differ in price: `price` is the lowest ("from"); each size carries its own'),
  stockLevel: stockLevelSchema,
  rating: ratingSchema.describe('published reviews: count and average'),
  images: z.array(z.object({ picture: pictureSchema, alt: z.string() })).describe('the main picture first'),
  description: z.string(),
  characteristics: z.array(z.object({ label: z.string(), value: z.string() })),
});

export const lookbookSchema = z.object({
  title: z.string(),
  url: z.string().nullable().describe("the collection's lookbook; null when the collection has none"),
  items: z.array(productCardSchema),
});

export const relatedSchema = z.object({
  similarItems: z.array(productCardSchema),
  watchedItems: z.array(productCardSchema),
  purchasedTogetherItems: z.array(productCardSchema),
  lookbook: lookbookSchema.nullable(),
});

export const productReviewsSchema = ratingSchema.extend({ list: z.array(reviewSchema), hasMore: z.boolean() });

export const productDetailSchema = z
  .object({
    product: productSchema,
    selectedSizeId: z.number().int().nullable(),
    delivery: productDeliverySchema,
    reviews: productReviewsSchema.nullable(),
    breadcrumbs: z.array(linkSchema),
    alternates: z.array(alternateSchema).describe('the product in the variants where it is on sale'),
    similarItems: z.array(productCardSchema).nullable(),
    watchedItems: z.array(productCardSchema).nullable(),
    purchasedTogetherItems: z.array(productCardSchema).nullable(),
    lookbook: lookbookSchema.nullable(),
  })
  .extend(staticInfoBlocksSchema.shape);

/** The answer adds the maps settings browsers need (the key of a browser maps script is public). */
export const productPageSchema = productDetailSchema.extend({
  maps: z.object({ apiKey: z.string().nullable() }),
});
export type ProductPage = z.infer<typeof productPageSchema>;

export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductData = z.infer<typeof productSchema>;
export type Related = z.infer<typeof relatedSchema>;
export type Lookbook = z.infer<typeof lookbookSchema>;
export type ProductReviews = z.infer<typeof productReviewsSchema>;
