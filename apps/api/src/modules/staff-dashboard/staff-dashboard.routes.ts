/** The back office's dashboard (any staff role; each section needs its own, see the domain's staff-dashboard.ts). */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import { staffDashboardSchema } from './staff-dashboard.schemas.ts';
import { staffDashboard } from './staff-dashboard.service.ts';

export const staffDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff');

  app.get(
    '/staff/dashboard',
    {
      schema: {
        tags: ['staff'],
        summary:
          'The back office’s home page: orders and revenue per variant for today, the week and each of the last 14 days, orders waiting for staff (orders role), best sellers out of stock and searches that found nothing (catalogue role), real-user page speed (any staff role); a section the caller’s roles do not open is left out',
        response: { 200: envelope(staffDashboardSchema) },
      },
    },
    async (request, reply) => {
      const { roles } = await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return { data: await staffDashboard(db, roles, contentLang(request.locale)) };
    },
  );
};
