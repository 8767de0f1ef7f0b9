/** Staff members and their roles: administrators list them and grant or revoke roles by phone. */
import { STAFF_ROLES } from '@storefront/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listPageSchema, listQuery } from '../../lib/list-query.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import { grantRole, listMembers, revokeRole, staffPhone } from './members.service.ts';

export const memberSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  firstName: z.string().nullable(),
  roles: z.array(z.enum(STAFF_ROLES)),
  createdAt: z.string(),
});

const roleChangeBody = z.object({ phone: z.string().trim().min(1).max(30), role: z.enum(STAFF_ROLES) });

export const membersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:admin');

  app.get(
    '/staff/members',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff members (users holding a role), searched by phone or name, filtered by role; admin',
        querystring: listQuery(['since', 'phone', 'name']).extend({ role: z.enum(STAFF_ROLES).optional() }),
        response: { 200: listPageSchema(memberSchema) },
      },
    },
    async (request) => ({ data: await listMembers(db, request.query) }),
  );

  app.post(
    '/staff/members/grant',
    {
      schema: {
        tags: ['staff'],
        summary: 'Grants a role to a phone (its user is created if the phone never logged in); audited; admin',
        body: roleChangeBody,
        response: { 200: envelope(memberSchema) },
      },
    },
    async (request) => {
      const admin = await requireStaff(request);
      const phone = staffPhone(request.body.phone);
      return { data: await grantRole(db, { actorId: admin.id, phone, role: request.body.role }) };
    },
  );

  app.post(
    '/staff/members/revoke',
    {
      schema: {
        tags: ['staff'],
        summary: "Revokes a role (409 for an administrator's own admin role); audited; admin",
        body: roleChangeBody,
        response: { 200: envelope(memberSchema) },
      },
    },
    async (request) => {
      const admin = await requireStaff(request);
      const phone = staffPhone(request.body.phone);
      return { data: await revokeRole(db, { actorId: admin.id, phone, role: request.body.role }) };
    },
  );
};
