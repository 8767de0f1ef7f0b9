import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope, linkSchema, pictureSchema } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { productCardSchema } from '../catalog/product-card.ts';
import { entryCardSchema } from '../content/content.schemas.ts';
import { shopperVoiceSchema } from '../reviews/reviews.schemas.ts';
import { getHomePage } from './home.service.ts';

/** The home page's data (also the back office's preview of it). */
export const homeSchema = z.object({
  hero: pictureSchema.describe('the picture at the top of the page'),
  categories: z.array(linkSchema.extend({ image: pictureSchema })),
  blocks: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({
          id: z.number().int(),
          kind: z.literal('banner'),
          title: z.string(),
          link: z.string().nullable(),
          image: pictureSchema,
        }),
        z.object({
          id: z.number().int(),
          kind: z.literal('collection'),
          title: z.string(),
          products: z.array(productCardSchema).describe('the collection’s most popular products'),
        }),
      ]),
    )
    .describe('the published home blocks of the back office, in page order'),
  newArrivals: z.array(productCardSchema).describe('the most popular new arrivals'),
  sale: z.array(productCardSchema).describe('the most popular discounted goods'),
  lookbook: entryCardSchema.nullable().describe('the latest lookbook, for the editorial block'),
  reviews: z.array(shopperVoiceSchema).describe('the newest four- and five-star reviews'),
});

export const homeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'public');
  declareRevalidated(app);
  app.get(
    '/pages/main',
    {
      schema: {
        tags: ['content'],
        summary: 'Blocks of the main page: categories, then banners and product collections in the variant currency',
        response: { 200: envelope(homeSchema) },
      },
    },
    async (request) => ({
      data: await getHomePage(db, request.variant, contentLang(request.locale)),
    }),
  );
};
