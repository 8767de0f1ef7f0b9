/** The back office's announcements (content editors): list, read, create, edit, delete; shoppers' pages follow at once. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema } from '../../lib/list-query.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements.staff.ts';
import {
  announcementBody,
  announcementEdit,
  announcementListQuery,
  staffAnnouncementSchema,
} from './announcements.staff-schemas.ts';
import { contentIdParams } from './content.staff-schemas.ts';

export const announcementsStaffRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:content');
  const tags = ['staff'];

  app.get(
    '/staff/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements of every shop, past and future ones too: search, shop filter, sort, pages',
        querystring: announcementListQuery,
        response: { 200: listPageSchema(staffAnnouncementSchema), 400: errorEnvelope },
      },
    },
    async (request) => ({ data: await listAnnouncements(db, request.query) }),
  );

  app.get(
    '/staff/announcements/:id',
    {
      schema: {
        tags,
        summary: 'One announcement',
        params: contentIdParams,
        response: { 200: envelope(staffAnnouncementSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ data: await getAnnouncement(db, request.params.id) }),
  );

  app.post(
    '/staff/announcements',
    {
      schema: {
        tags,
        summary:
          'Creates an announcement, shown in its period; 400 with field errors (a language its shop speaks without text, the end before the start…)',
        body: announcementBody,
        response: { 201: envelope(staffAnnouncementSchema), 400: errorEnvelope },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const id = await db.transaction((tx) => createAnnouncement(tx, request.body, staff.id));
      app.events.emit('contentChanged');
      return reply.status(201).send({ data: await getAnnouncement(db, id) });
    },
  );

  app.put(
    '/staff/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Saves an edit (live at once); 409 when someone saved the announcement after updatedAt',
        params: contentIdParams,
        body: announcementEdit,
        response: {
          200: envelope(staffAnnouncementSchema),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => updateAnnouncement(tx, request.params.id, request.body, staff.id));
      app.events.emit('contentChanged');
      return { data: await getAnnouncement(db, request.params.id) };
    },
  );

  app.delete(
    '/staff/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an announcement',
        params: contentIdParams,
        response: { 200: envelope(z.object({ deleted: z.number().int() })), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      await db.transaction((tx) => deleteAnnouncement(tx, request.params.id, staff.id));
      app.events.emit('contentChanged');
      return { data: { deleted: request.params.id } };
    },
  );
};
