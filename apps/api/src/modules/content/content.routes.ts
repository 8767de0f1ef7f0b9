import { surrogateKey } from '@storefront/domain/http-cache';
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ReadDb } from '../../plugins/read-your-writes.ts';
import { declareRevalidated } from '../../plugins/revalidation.ts';
import { tagAnswer } from '../../plugins/shared-caching.ts';
import { ownerKeyOf } from '../identity/owner-key.ts';
import {
  entryListSchema,
  entryParams,
  entrySchema,
  kindParams,
  listQuery,
  looksListSchema,
  looksQuery,
  movedQuery,
} from './content.schemas.ts';
import { type ContentContext, getEntry, listEntries, listLooks, movedEntryUrl } from './content.service.ts';

export async function contentContext(db: Db, request: FastifyRequest): Promise<ContentContext> {
  const session = await request.currentSession();
  return {
    db,
    variant: request.variant,
    lang: contentLang(request.locale),
    ...(session?.cityId ? { cityId: session.cityId } : {}),
    ownerKey: ownerKeyOf(session),
  };
}

export const contentRoutes: FastifyPluginAsyncZod<{ readDb: ReadDb }> = async (app, { readDb }) => {
  declareAccess(app, 'public');
  declareRevalidated(app, 'content');
  app.get(
    '/content/looks',
    {
      schema: {
        tags: ['content'],
        summary: 'Every look of the published lookbooks, optionally of one top-level category (the looks page)',
        querystring: looksQuery,
        response: { 200: envelope(looksListSchema), 400: errorEnvelope },
      },
    },
    async (request) => ({
      data: await readDb(request, async (db) => listLooks(await contentContext(db, request), request.query.category)),
    }),
  );

  app.get(
    '/content/moved',
    {
      schema: {
        tags: ['content'],
        summary:
          'Where the address of a published entry renamed has moved (an old slug of the entry): the page answers it with a 301',
        querystring: movedQuery,
        response: { 200: envelope(z.object({ url: z.string() })), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const { kind, slug } = request.query;
      const url = await readDb(request, async (db) => movedEntryUrl(await contentContext(db, request), kind, slug));
      if (url === null) throw notFound('The address has not moved');
      return { data: { url } };
    },
  );

  app.get(
    '/content/:kind',
    {
      schema: {
        tags: ['content'],
        summary:
          'One page of published entries of a kind in the shopper’s language (or the variant’s own when untranslated); a page past the last is 404',
        params: kindParams,
        querystring: listQuery,
        response: { 200: envelope(entryListSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      data: await readDb(request, async (db) =>
        listEntries(await contentContext(db, request), request.params.kind, request.query),
      ),
    }),
  );

  app.get(
    '/content/:kind/:slug',
    {
      schema: {
        tags: ['content'],
        summary:
          'A published entry with its body blocks resolved (products, looks, pictures), related items and alternates',
        params: entryParams,
        response: { 200: envelope(entrySchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      tagAnswer(reply, [surrogateKey.content(request.params.kind, request.params.slug)]);
      return {
        data: await readDb(request, async (db) =>
          getEntry(await contentContext(db, request), request.params.kind, request.params.slug),
        ),
      };
    },
  );
};
