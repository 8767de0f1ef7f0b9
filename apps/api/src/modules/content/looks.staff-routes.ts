/**
 * The back office's looks of a lookbook (content editors): list, add, edit, reorder, delete. A draft
 * lookbook's looks change in place; a published one's changes wait as its pending looks until they are
 * published (POST /staff/content/{id}/looks/publish) or discarded, apart from any language's text.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { settleRoutes } from '../../lib/settle-routes.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import { contentIdParams } from './content.staff-schemas.ts';
import {
  createLook,
  deleteLook,
  findLookProducts,
  getLook,
  getLookbookLooks,
  moveLook,
  settleLookbookLooks,
  updateLook,
} from './looks.staff.ts';
import {
  lookBody,
  lookEdit,
  lookIdParams,
  lookMoveBody,
  lookProductQuery,
  lookProductSchema,
  pendingLooksSeen,
  staffLookbookSchema,
  staffLookSchema,
} from './looks.staff-schemas.ts';

export const looksStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];

  app.get(
    '/staff/content/:id/looks',
    {
      schema: {
        tags,
        summary:
          'A lookbook entry’s looks in order (shared by every language of the lookbook in its shop; its pending looks while it has some), with the categories a look may have; 404 when the entry is no lookbook',
        params: contentIdParams,
        response: { 200: envelope(staffLookbookSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getLookbookLooks(db, request.params.id) }),
  );

  app.post(
    '/staff/content/:id/looks',
    {
      schema: {
        tags,
        summary:
          'Adds a look at the end of the lookbook (pending until the lookbook is published again where it is published); 400 with field errors (a title the shop needs, the category, unknown products)',
        params: contentIdParams,
        body: lookBody,
        response: { 201: envelope(staffLookSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const { id, live } = await db.transaction((tx) => createLook(tx, request.params.id, request.body, staff.id));
      if (live) app.events.emit('contentChanged');
      return reply.status(201).send({ data: await getLook(db, id) });
    },
  );

  const settled = { 200: envelope(staffLookbookSchema), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
  for (const { outcome, method, url, summary } of settleRoutes('/staff/content/:id/looks', {
    publish:
      'Publishes the lookbook’s pending looks (every language of it; its texts stay as they are); 404 when there are none, 409 when they changed after updatedAt',
    discard:
      'Discards the lookbook’s pending looks (the published looks stay; its texts’ pending changes too); 404 when there are none, 409 when they changed after updatedAt',
  })) {
    // What the editor saw comes in the body of a POST and in the query of a DELETE (which has none).
    const seenIn = outcome === 'publish' ? 'body' : 'querystring';
    app.route({
      method,
      url,
      schema: {
        tags,
        summary,
        params: contentIdParams,
        [seenIn]: pendingLooksSeen,
        response: settled,
      },
      handler: async (request) => {
        const staff = await requireStaff(request);
        const { updatedAt } = pendingLooksSeen.parse(seenIn === 'body' ? request.body : request.query);
        await db.transaction((tx) => settleLookbookLooks(tx, request.params.id, outcome, updatedAt, staff.id));
        if (outcome === 'publish') app.events.emit('contentChanged');
        return { data: await getLookbookLooks(db, request.params.id) };
      },
    });
  }

  app.get(
    '/staff/looks/products',
    {
      schema: {
        tags,
        summary: 'Products a look may show, by id, SKU or words of the name (at most 20)',
        querystring: lookProductQuery,
        response: { 200: envelope(z.array(lookProductSchema)), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await findLookProducts(db, request.query.q) }),
  );

  app.get(
    '/staff/looks/:lookId',
    {
      schema: {
        tags,
        summary:
          'One look as the editor edits it: a published lookbook’s look with pending changes answers its pending copy',
        params: lookIdParams,
        response: { 200: envelope(staffLookSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getLook(db, request.params.lookId) }),
  );

  app.put(
    '/staff/looks/:lookId',
    {
      schema: {
        tags,
        summary:
          'Saves an edit of a look (pending until a published lookbook is published again); answers the look written (a live look’s pending copy has its own id); 400 with field errors; 409 when someone saved it after updatedAt',
        params: lookIdParams,
        body: lookEdit,
        response: { 200: envelope(staffLookSchema), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { id, live } = await db.transaction((tx) => updateLook(tx, request.params.lookId, request.body, staff.id));
      if (live) app.events.emit('contentChanged');
      return { data: await getLook(db, id) };
    },
  );

  app.post(
    '/staff/looks/:lookId/move',
    {
      schema: {
        tags,
        summary:
          'Moves a look one place up or down its lookbook (nothing at the end already; pending while the lookbook is published); answers the look',
        params: lookIdParams,
        body: lookMoveBody,
        response: { 200: envelope(staffLookSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { id, moved, live } = await db.transaction((tx) =>
        moveLook(tx, request.params.lookId, request.body, staff.id),
      );
      if (moved && live) app.events.emit('contentChanged');
      return { data: await getLook(db, id) };
    },
  );

  app.delete(
    '/staff/looks/:lookId',
    {
      schema: {
        tags,
        summary: 'Deletes a look (pending while the lookbook is published); the ones after it move up a place',
        params: lookIdParams,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { live } = await db.transaction((tx) => deleteLook(tx, request.params.lookId, staff.id));
      if (live) app.events.emit('contentChanged');
      return { data: { deleted: request.params.lookId } };
    },
  );
};
