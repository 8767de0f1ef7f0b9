import { surrogateKey } from '@storefront/domain/http-cache';
import { contentLang, createTranslator } from '@storefront/domain/i18n/translate';
import { SEARCH_TUNING_LIMITS } from '@storefront/domain/search-tuning';
import { VARIANTS } from '@storefront/domain/variants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { acceptsGzip } from '../../lib/accept-encoding.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { countCacheLookup } from '../../observability/metrics.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { tagAnswer } from '../../plugins/shared-caching.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import {
  type CatalogQueryInput,
  catalogQuerySchema,
  catalogSchema,
  suggestionsQuerySchema,
  suggestionsSchema,
} from './catalog.schemas.ts';
import { categoryOfUrl, getCatalog } from './catalog.service.ts';
import { catalogDictionary } from './catalog-dictionary.ts';
import { movedCatalogUrl } from './category-redirects.ts';
import { ResponseCache } from './response-cache.ts';
import { loggedSearch, SearchLog, type SearchRecord } from './search/search-log.ts';
import { getSuggestions } from './suggestions.service.ts';

/**
 * The surrogate keys of a listing (decision 043): its category's, or `anyListing` for a search or the
 * whole catalogue, so a change of a product purges the listings that may show it or count it.
 */
async function listingKeys(db: Db, query: CatalogQueryInput): Promise<string[]> {
  if (query.query) return [surrogateKey.anyListing];
  const node = categoryOfUrl(await catalogDictionary(db), query.url);
  return [node ? surrogateKey.category(node.id) : surrogateKey.anyListing];
}

/** The listing keys a change of products in `categories` (ancestors included) makes stale. */
function listingKeysOfChange(categories: readonly number[]): string[] {
  return [...categories.map(surrogateKey.category), surrogateKey.anyListing];
}

/** Distinct anonymous listings kept at once (each a few tens of kilobytes). */
const CACHE_ENTRIES = 500;

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db; readDb: ReadDb; cacheTtlMs: number }> = async (
  app,
  { db, readDb, cacheTtlMs },
) => {
  declareAccess(app, 'public');
  declareRevalidated(app, 'catalog');
  // A kept answer notes the search it stands for, so a hit is logged like the search it repeats.
  const cache = new ResponseCache<SearchRecord>(cacheTtlMs, CACHE_ENTRIES, Date.now, (outcome) =>
    countCacheLookup('catalog', outcome),
  );
  const searchLog = new SearchLog(db, (error) => app.log.warn({ err: error }, 'search log'));
  const searches = new WeakMap<FastifyRequest, SearchRecord>();
  // A change of some products makes the listings that may show or count them stale (their categories',
  // ancestors included, and those drawn from the whole catalogue: listingKeys); any other change, all.
  const stopListening = app.events.on('catalogChanged', (scope) => {
    if (scope && 'products' in scope) cache.drop(listingKeysOfChange(scope.categories));
    else cache.clear();
  });
  // So are searches once staff change synonyms or pins here (other processes hear it as a catalogue change).
  const stopTuning = app.events.on('searchTuningChanged', () => cache.clear());
  // The cache's generation when each answer began: one worked out from the index a rebuild replaced
  // while it ran would otherwise be stored after the clear, stale for the cache's whole time limit.
  const begun = new WeakMap<FastifyRequest, number>();
  // Each answer's listing keys, kept with it so a change of some products drops only the listings it touches.
  const keysOf = new WeakMap<FastifyRequest, string[]>();
  app.addHook('onClose', async () => {
    stopListening();
    stopTuning();
    await searchLog.close();
  });
  /**
   * The shared answer's key: a shopper with a session brings their city, and their favourites unless
   * the caller does without them (`favourites=n`: cards as a guest sees them); that shopper then shares
   * the answer with guests and other shoppers of the city.
   */
  const cacheKey = async (request: FastifyRequest) => {
    const { favourites, ...query } = request.query as CatalogQueryInput;
    // Without a session cookie this is null at once, unless the request is a shared render in a city.
    const session = await request.currentSession();
    if (session && favourites !== false) return null;
    const cityId = session?.cityId ?? VARIANTS[request.variant].defaultCityId;
    return `${request.variant}|${request.locale}|${cityId}|${JSON.stringify(query)}`;
  };

  app.get(
    '/catalog',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A category or search listing: cards, total, breadcrumbs, sections, facets, sorts, banner, SEO',
        querystring: catalogQuerySchema,
        response: { 200: envelope(catalogSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
      // The answer is cached as serialised, after the response schema has checked it, before compression.
      onSend: async (request, reply, payload) => {
        if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        const key = await cacheKey(request);
        if (key !== null && reply.getHeader('x-cache') === undefined)
          cache.set(key, payload, begun.get(request), searches.get(request), keysOf.get(request));
        return payload;
      },
    },
    async (request, reply) => {
      // Named by its category (or as drawn from the whole catalogue), a product's change purges it.
      begun.set(request, cache.generation);
      const keys = await listingKeys(db, request.query);
      tagAnswer(reply, keys);
      keysOf.set(request, keys);
      const key = await cacheKey(request);
      const cached = key === null ? undefined : cache.get(key);
      reply.header('vary', 'accept-encoding');
      if (cached !== undefined) {
        if (cached.note) searchLog.record(cached.note);
        // Already serialised, and checked against the response schema, when it was stored.
        reply.header('x-cache', 'hit').type('application/json; charset=utf-8');
        if (acceptsGzip(request.headers['accept-encoding'])) {
          return reply.header('content-encoding', 'gzip').send(cached.gzipped() as never);
        }
        return reply.send(cached.body as never);
      }
      const session = await request.currentSession();
      // The index is the primary's; a listing's cards, and a search's words, may come from the replica.
      const data = await readDb(request, (cardsDb) =>
        getCatalog(db, request.query, {
          variant: request.variant,
          lang: contentLang(request.locale),
          t: createTranslator(request.locale),
          cityId: session?.cityId ?? null,
          ownerKey: request.query.favourites === false ? null : ownerKeyOf(session),
          cardsDb,
        }),
      );
      const search = loggedSearch(request.query, data, request.variant);
      if (search) {
        searchLog.record(search);
        searches.set(request, search);
      }
      return { data };
    },
  );

  app.get(
    '/catalog/suggestions',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Type-ahead suggestions for the header search: categories and products',
        querystring: suggestionsQuerySchema,
        response: { 200: envelope(suggestionsSchema) },
      },
    },
    async (request) => ({
      // The categories are the process's; the products' words and cards may come from the replica.
      data: await readDb(request, (cardsDb) =>
        getSuggestions(db, request.query.query, {
          variant: request.variant,
          lang: contentLang(request.locale),
          cardsDb,
        }),
      ),
    }),
  );

  app.post(
    '/catalog/search/clicks',
    {
      // A beacon: its sender never reads it back, so their reads stay where they were (read-your-writes.ts).
      config: { readsOwnWrites: false },
      schema: {
        tags: ['catalog'],
        summary:
          'A shopper opened a product from a search answer (a beacon): counted into the day’s row of that search for the low-click report',
        body: z.object({ query: z.string().trim().min(1).max(SEARCH_TUNING_LIMITS.query) }).strict(),
        response: {
          200: envelope(
            z.object({
              accepted: z
                .boolean()
                .describe('false when the log was too busy; a click on a query nobody searched today is not counted'),
            }),
          ),
          400: errorEnvelope,
        },
      },
    },
    async (request) => ({
      data: { accepted: searchLog.recordClick({ variant: request.variant, query: request.body.query }) },
    }),
  );

  app.get(
    '/catalog/moved',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Where a catalogue address that names no category has moved (a category’s slug or place changed): the page answers it with a 301',
        querystring: z
          .object({ url: z.string().min(1).max(2000).describe('the old pathname, e.g. /kz/catalog/old/') })
          .strict(),
        response: { 200: envelope(z.object({ url: z.string() })), 404: errorEnvelope },
      },
    },
    async (request) => {
      const url = await movedCatalogUrl(db, request.query.url);
      if (url === null) throw notFound('The address has not moved');
      return { data: { url } };
    },
  );
};
