/**
 * The back office's search tuning (the `catalogue` role): synonyms, pinned products and the report
 * of searches that found nothing or little. Changes reach this process's searches at once and
 * every other process's within a poll of the catalogue's version (catalog/search/synonyms.ts).
 */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { dropSearchTuning } from '../catalog/search/synonyms.ts';
import { requireStaff } from '../identity/require-user.ts';
import {
  createSynonym,
  deleteSynonym,
  listPins,
  listSynonyms,
  searchReport,
  setPins,
  updateSynonym,
} from './search-tuning.admin.ts';
import {
  pinsBody,
  pinsSchema,
  searchReportQuery,
  searchReportSchema,
  synonymBody,
  synonymListQuery,
  synonymParams,
  synonymSchema,
} from './search-tuning.schemas.ts';

export const searchTuningStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:catalogue');
  const tags = ['staff'];
  // Another process's change reaches this one as a rebuilt catalogue index.
  const stopListening = app.events.on('catalogChanged', () => dropSearchTuning(db));
  app.addHook('onClose', async () => stopListening());
  /** Runs a change in a transaction; once it is committed, this process's next search sees it. */
  const change = async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work);
    dropSearchTuning(db);
    app.events.emit('searchTuningChanged');
    return result;
  };

  app.get(
    '/staff/search/synonyms',
    {
      schema: {
        tags,
        summary: 'Synonym rules, by language then first word; `q` finds rules with a word containing it',
        querystring: synonymListQuery,
        response: { 200: envelope(z.array(synonymSchema)), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listSynonyms(db, request.query) }),
  );

  app.post(
    '/staff/search/synonyms',
    {
      schema: {
        tags,
        summary:
          'Adds a synonym rule: two-way (`target` null: each term finds the others) or one-way (each term also finds `target`); applied to the next search, no reindex',
        body: synonymBody,
        response: { 201: envelope(synonymSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const data = await change((tx) => createSynonym(tx, request.body, staff.id));
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/staff/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a synonym rule’s language, words and direction',
        params: synonymParams,
        body: synonymBody,
        response: { 200: envelope(synonymSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return { data: await change((tx) => updateSynonym(tx, request.params.id, request.body, staff.id)) };
    },
  );

  app.delete(
    '/staff/search/synonyms/:id',
    {
      schema: {
        tags,
        summary: 'Removes a synonym rule',
        params: synonymParams,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await change((tx) => deleteSynonym(tx, request.params.id, staff.id));
      return { data: { deleted: request.params.id } };
    },
  );

  app.get(
    '/staff/search/pins',
    {
      schema: {
        tags,
        summary: 'Queries with pinned products, each with its products first shown first',
        response: { 200: envelope(z.array(pinsSchema)) },
      },
    },
    async (request) => ({ data: await listPins(db, contentLang(request.locale)) }),
  );

  app.put(
    '/staff/search/pins',
    {
      schema: {
        tags,
        summary:
          'Pins products (by article, in order) to the top of a query’s answer in every variant that sells them, replacing the query’s pins; a search finds them whatever its words’ endings. 400 on field `articles.N` for an unknown article',
        body: pinsBody,
        response: { 200: envelope(pinsSchema), 400: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const lang = contentLang(request.locale);
      return { data: await change((tx) => setPins(tx, request.body, staff.id, lang)) };
    },
  );

  app.get(
    '/staff/search/queries',
    {
      schema: {
        tags,
        summary:
          'Shoppers’ searches of the last 7 or 30 days that found nothing (`results=zero`) or little (`low`: 1–3), most searched first, at most 200',
        querystring: searchReportQuery,
        response: { 200: envelope(searchReportSchema), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await searchReport(db, request.query) }),
  );
};
