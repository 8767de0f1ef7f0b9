import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, linkSchema, pictureSchema } from '../../lib/schemas.ts';
import { countCacheLookup } from '../../observability/metrics.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { productCardSchema } from '../catalog/product-card.ts';
import { entryCardSchema } from '../content/content.schemas.ts';
import { shopperVoiceSchema } from '../reviews/reviews.schemas.ts';
import { getHomePage, type HomePage } from './home.service.ts';

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

/**
 * The home page is the same for every shopper of a variant and language (its cards carry the
 * variant's default city and no favourites: the layout's user block marks those), so one answer
 * serves them all for `cacheTtlMs`: a logged-in shopper's home page then costs the shopper's own
 * statement alone. A committed change to the catalogue (cards, prices, stock) or the content
 * (blocks, hero, lookbooks, reviews) drops it at once in this process; another process's change
 * shows within the time limit, as the listings' does.
 */
function keptHomePages(ttlMs: number) {
  const kept = new Map<string, { until: number; page: Promise<HomePage> }>();
  let clears = 0;
  return {
    get(key: string, load: () => Promise<HomePage>): Promise<HomePage> {
      const hit = kept.get(key);
      const fresh = hit !== undefined && hit.until > Date.now();
      countCacheLookup('home', fresh ? 'hit' : hit ? 'stale' : 'miss');
      if (fresh) return hit.page;
      const page = load();
      if (ttlMs <= 0) return page;
      const generation = clears;
      // A page worked out while a change was committed is not kept past it.
      kept.set(key, { until: Date.now() + ttlMs, page });
      page.then(
        () => generation !== clears && kept.get(key)?.page === page && kept.delete(key),
        () => kept.get(key)?.page === page && kept.delete(key),
      );
      return page;
    },
    clear(): void {
      clears += 1;
      kept.clear();
    },
  };
}

export const homeRoutes: FastifyPluginAsyncZod<{ readDb: ReadDb; cacheTtlMs: number }> = async (
  app,
  { readDb, cacheTtlMs },
) => {
  declareAccess(app, 'public');
  declareRevalidated(app, 'catalog', 'content');
  const pages = keptHomePages(cacheTtlMs);
  const stops = (['catalogChanged', 'contentChanged'] as const).map((event) =>
    app.events.on(event, () => pages.clear()),
  );
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
  app.get(
    '/pages/main',
    {
      schema: {
        tags: ['content'],
        summary: 'Blocks of the main page: categories, then banners and product collections in the variant currency',
        response: { 200: envelope(homeSchema) },
      },
    },
    async (request) => {
      const lang = contentLang(request.locale);
      const page = () => readDb(request, (db) => getHomePage(db, request.variant, lang));
      return { data: await pages.get(`${request.variant}|${lang}`, page) };
    },
  );
};
