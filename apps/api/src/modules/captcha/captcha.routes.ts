import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { CAPTCHA_FORMS, type CaptchaSettings, issueChallenge } from './captcha.service.ts';

const challengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

export const captchaRoutes: FastifyPluginAsyncZod<{ settings: CaptchaSettings }> = async (app, { settings }) => {
  declareAccess(app, 'public');
  app.get(
    '/users/captcha',
    {
      schema: {
        tags: ['identity'],
        summary:
          'A proof-of-work challenge for a form; the solved payload (base64 JSON) goes back as `cb` with the form',
        querystring: z.object({ formName: z.enum(CAPTCHA_FORMS) }),
        response: { 200: envelope(challengeSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await issueChallenge(settings, request.query.formName) };
    },
  );
};
