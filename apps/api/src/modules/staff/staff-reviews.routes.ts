/** Review moderation in the back office: the `moderator` role. */
import { contentLang } from '@storefront/domain/i18n/translate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowIdParam } from '../../lib/number-schemas.ts';
import { envelope, errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { requireStaff } from '../identity/require-user.ts';
import {
  moderationItemSchema,
  moderationQuery,
  ratingSchema,
  replyBody,
  reviewSchema,
} from '../reviews/reviews.schemas.ts';
import { listForModeration, moderateReview, replyToReview } from '../reviews/reviews.service.ts';

const decisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  rating: ratingSchema,
});

export const staffReviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'staff:moderator');

  app.get(
    '/staff/reviews',
    {
      schema: {
        tags: ['staff'],
        summary: 'Reviews by moderation status (pending first in, first out); moderator',
        querystring: moderationQuery,
        response: { 200: envelope(z.object({ list: z.array(moderationItemSchema) })) },
      },
    },
    async (request) => {
      const list = await listForModeration(db, {
        ...request.query,
        variant: request.variant,
        lang: contentLang(request.locale),
      });
      return { data: { list } };
    },
  );

  for (const [action, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/staff/reviews/:id/${action}`,
      {
        schema: {
          tags: ['staff'],
          summary: `${action === 'approve' ? 'Publishes' : 'Rejects'} a review and updates the product rating; moderator`,
          params: z.object({ id: rowIdParam() }),
          response: { 200: envelope(decisionSchema) },
        },
      },
      async (request) => {
        const staff = await requireStaff(request);
        return { data: await moderateReview(db, request.params.id, decision, staff.id) };
      },
    );
  }

  app.put(
    '/staff/reviews/:id/reply',
    {
      schema: {
        tags: ['staff'],
        summary: 'The shop’s reply shown under the review on the product page (empty text removes it); moderator',
        params: z.object({ id: rowIdParam() }),
        body: replyBody,
        response: { 200: envelope(reviewSchema), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return { data: await replyToReview(db, request.params.id, request.body.text, staff.id) };
    },
  );
};
