/**
 * The back office's API under /staff/: each area is a plugin declaring the role it needs
 * (`declareAccess(app, 'staff:<role>')`); this plugin registers them and answers who the staff member is.
 */
import { isStaffRole, STAFF_ROLES } from '@storefront/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { auditRoutes } from '../audit/audit.routes.ts';
import { requireStaff } from '../identity/require-user.ts';
import type { OrderNotices } from '../notices/order-notices.ts';
import { staffOrdersRoutes } from '../orders/staff-orders.routes.ts';
import type { PaymentDeps } from '../payments/payment.service.ts';
import { membersRoutes } from './members.routes.ts';
import { staffReviewsRoutes } from './staff-reviews.routes.ts';

export const staffRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notices: OrderNotices;
  payments: Pick<PaymentDeps, 'providers'>;
}> = async (app, { db, notices, payments }) => {
  declareAccess(app, 'staff');
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The signed-in staff member and their roles (the back office shows what they open); any staff role',
        response: {
          200: envelope(
            z.object({
              id: z.number().int(),
              phone: z.string(),
              firstName: z.string().nullable(),
              roles: z.array(z.enum(STAFF_ROLES)),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { id, phone, firstName, roles } = await requireStaff(request);
      return { data: { id, phone, firstName, roles: roles.filter(isStaffRole) } };
    },
  );

  await app.register(staffReviewsRoutes, { db });
  await app.register(membersRoutes, { db });
  await app.register(auditRoutes, { db });
  await app.register(staffOrdersRoutes, { db, notices, payments });
};
