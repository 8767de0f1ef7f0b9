import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { RateLimit } from '../../lib/rate-limit.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import type { CaptchaSettings } from '../captcha/captcha.service.ts';
import { reviewBody, reviewSegment, reviewsPageSchema, reviewsQuery } from './reviews.schemas.ts';
import { listReviews, submitReview } from './reviews.service.ts';

export interface ReviewsOptions {
  db: Db;
  captcha: CaptchaSettings;
  rateLimit: RateLimit;
}

export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsOptions> = async (app, { db, captcha, rateLimit }) => {
  declareAccess(app, 'public');
  app.get(
    '/catalog/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published reviews of a product, newest first, after the last loaded one (keyset paging)',
        querystring: reviewsQuery,
        response: { 200: envelope(reviewsPageSchema) },
      },
    },
    async (request) => ({ data: await listReviews(db, request.query) }),
  );

  app.post(
    '/catalog/reviews/:segment',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Sends a review; it is published after moderation. Field errors come back as {name, message} pairs',
        params: reviewSegment,
        body: reviewBody,
        response: { 200: envelope(z.object({ id: z.number().int(), status: z.literal('pending') })) },
      },
    },
    async (request) => ({
      data: await submitReview(
        {
          db,
          captcha,
          rateLimit,
          clientIp: request.ip,
          locale: request.locale,
          session: await request.currentSession(),
        },
        request.body,
      ),
    }),
  );
};
