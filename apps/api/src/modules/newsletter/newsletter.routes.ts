import { EMAIL_PATTERN, MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { subscribeToNewsletter } from './newsletter.service.ts';

const NEWSLETTER_LIMIT = { max: 10, windowS: 3600 };

const body = z.object({
  email: z.string().trim().max(254, MESSAGE_KEYS.maxChars).regex(EMAIL_PATTERN, MESSAGE_KEYS.email),
});

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  declareAccess(app, 'public');
  app.post(
    '/subscriptions/newsletter',
    {
      schema: {
        tags: ['content'],
        summary:
          'Subscribe an e-mail to the newsletter (the footer block); repeating it is harmless; 10 sign-ups per client address an hour (429 with Retry-After)',
        body,
        response: { 200: envelope(z.object({ email: z.string(), subscribed: z.literal(true) })) },
      },
    },
    async (request) => {
      // Sign-ups per client address: enough for a household, not for filling the list with strangers.
      await hitRateLimit(db, `newsletter:${request.ip}`, NEWSLETTER_LIMIT);
      return {
        data: await subscribeToNewsletter(db, {
          email: request.body.email,
          variant: request.variant,
          locale: request.locale,
        }),
      };
    },
  );
};
