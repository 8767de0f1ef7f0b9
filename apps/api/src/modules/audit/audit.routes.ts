/** GET /staff/audit: the audit log for administrators. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dayParam, listPageSchema, listQuery } from '../../lib/list-query.ts';
import { declareAccess } from '../../plugins/access.ts';
import { listAudit } from './audit.service.ts';

const auditQuery = listQuery(['at']).extend({
  staff: z.string().trim().max(20).optional(),
  entityType: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  from: dayParam.optional(),
  to: dayParam.optional(),
});

const auditItemSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), phone: z.string(), firstName: z.string().nullable() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:admin');
  app.get(
    '/staff/audit',
    {
      schema: {
        tags: ['staff'],
        summary: 'Audit log of staff changes: by staff phone, entity, action and days (UTC), paginated; admin',
        querystring: auditQuery,
        response: { 200: listPageSchema(auditItemSchema) },
      },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
};
