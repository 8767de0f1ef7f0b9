/** The back office's content editor (content editors): list, read, create, edit, preview, publish, upload pictures. */
import { PICTURE_LIMITS } from '@storefront/domain/pictures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { acceptImageBodies, IMAGE_BODY_TYPES } from '../../lib/image-bodies.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { ImageStorage } from '../../providers/images/image-storage.ts';
import { recordAudit } from '../audit/audit.ts';
import { requireStaff } from '../identity/require-user.ts';
import { entrySchema } from './content.schemas.ts';
import {
  createContent,
  discardDraft,
  getContent,
  listContent,
  previewContent,
  setContentStatus,
  updateContent,
} from './content.staff.ts';
import {
  contentEntryBody,
  contentEntryEdit,
  contentIdParams,
  contentListQuery,
  contentPreviewQuery,
  staffEntrySchema,
  uploadedImageSchema,
  uploadQuery,
} from './content.staff-schemas.ts';
import { storeUpload } from './image-upload.ts';

export const contentStaffRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ImageStorage }> = async (
  app,
  { db, storage },
) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];
  acceptImageBodies(app);

  app.get(
    '/staff/content',
    {
      schema: {
        tags,
        summary: 'Content entries of every kind, variant and language, drafts included: search, filters, sort, pages',
        querystring: contentListQuery,
        response: { 200: listPageSchema(staffEntrySchema), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listContent(db, request.query) }),
  );

  app.get(
    '/staff/content/:id',
    {
      schema: {
        tags,
        summary: 'One entry as the editor edits it (body in the editor markup)',
        params: contentIdParams,
        response: { 200: envelope(staffEntrySchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getContent(db, request.params.id) }),
  );

  app.get(
    '/staff/content/:id/preview',
    {
      schema: {
        tags,
        summary:
          'The entry, draft or not, as a storefront page shows it: in its own shop and language or the ones asked for; 404 where the kind has no page there',
        params: contentIdParams,
        querystring: contentPreviewQuery,
        response: { 200: envelope(entrySchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await previewContent(db, request.params.id, request.query) };
    },
  );

  app.post(
    '/staff/content',
    {
      schema: {
        tags,
        summary: 'Creates an entry as a draft; 400 with field errors (slug taken, body markup line…)',
        body: contentEntryBody,
        response: { 201: envelope(staffEntrySchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const id = await db.transaction((tx) => createContent(tx, request.body, staff.id));
      return reply.status(201).send({ data: await getContent(db, id) });
    },
  );

  app.put(
    '/staff/content/:id',
    {
      schema: {
        tags,
        summary:
          'Saves an edit: a draft changes in place; a published entry stays live and the edit becomes its pending change until published or discarded. 409 when someone saved the entry after updatedAt',
        params: contentIdParams,
        body: contentEntryEdit,
        response: { 200: envelope(staffEntrySchema), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updateContent(tx, request.params.id, request.body, staff.id));
      return { data: await getContent(db, request.params.id) };
    },
  );

  app.delete(
    '/staff/content/:id/draft',
    {
      schema: {
        tags,
        summary:
          'Discards a published entry’s pending change (the published version stays; a lookbook’s pending looks too: DELETE /staff/content/{id}/looks/draft); 404 when there is none',
        params: contentIdParams,
        response: { 200: envelope(staffEntrySchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => discardDraft(tx, request.params.id, staff.id));
      return { data: await getContent(db, request.params.id) };
    },
  );

  for (const status of ['published', 'draft'] as const) {
    app.post(
      `/staff/content/:id/${status === 'published' ? 'publish' : 'unpublish'}`,
      {
        schema: {
          tags,
          summary:
            status === 'published'
              ? 'Publishes the entry with its pending change, if any: shoppers see it (from its date on); a lookbook’s pending looks stay pending (POST /staff/content/{id}/looks/publish)'
              : 'Takes the entry back to draft (its pending change, if any, becomes the draft; a lookbook’s pending looks stay as they are): shoppers no longer see it',
          params: contentIdParams,
          response: { 200: envelope(staffEntrySchema), 400: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request) => {
        const staff = await requireStaff(request);
        const changed = await db.transaction((tx) => setContentStatus(tx, request.params.id, status, staff.id));
        if (changed) app.events.emit('contentChanged');
        return { data: await getContent(db, request.params.id) };
      },
    );
  }

  app.post(
    '/staff/content/images',
    {
      schema: {
        tags,
        summary: `Takes a picture in (the body: JPEG, PNG, WebP or AVIF bytes up to ${PICTURE_LIMITS.bytes / 2 ** 20} MB): kept upright, in sRGB, without metadata; 400 on field "image" naming the file`,
        consumes: IMAGE_BODY_TYPES,
        querystring: uploadQuery,
        body: z.instanceof(Buffer).describe('the picture’s bytes'),
        response: { 201: envelope(uploadedImageSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const stored = await storeUpload(storage, request.body, request.query.name ?? 'image');
      await db.transaction((tx) =>
        recordAudit(tx, {
          staffId: staff.id,
          action: 'content.upload',
          entity: { type: 'image', id: stored.key },
          before: null,
          after: { ...stored, bytes: request.body.length },
        }),
      );
      return reply.status(201).send({ data: stored });
    },
  );
};
