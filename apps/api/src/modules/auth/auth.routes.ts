import { COOKIES } from '@storefront/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { latestOutboxMessages } from '../../providers/sms/outbox-sms.ts';
import { type CaptchaSettings, spendCaptcha } from '../captcha/captcha.service.ts';
import { requireUser } from '../identity/require-user.ts';
import { clearSessionCookie, deleteSession, setSessionCookie } from '../identity/session-cookie.ts';
import { userBlockSchema } from '../user-block/user-block.schemas.ts';
import { shopperOf, userBlockOf, userBlockOfToken } from '../user-block/user-block.ts';
import { loginBody, loginResult, outboxSchema, profileBody, smsBody, smsResult, typeUserBody } from './auth.schemas.ts';
import {
  type AuthDeps,
  logIn,
  requestCode,
  SmsWaitError,
  switchCompany,
  updateProfile,
  validPhone,
} from './auth.service.ts';

const ok = envelope(z.object({ ok: z.literal(true) }));

export const authRoutes: FastifyPluginAsyncZod<AuthDeps & { captcha: CaptchaSettings }> = async (app, deps) => {
  declareAccess(app, 'public');
  const { db, config } = deps;

  app.post(
    '/users/sms',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Send a login code by SMS. Needs consent and a solved captcha (formName=sms); limited per phone and per IP (429 with Retry-After)',
        body: smsBody,
        response: { 200: envelope(smsResult) },
      },
    },
    async (request, reply) => {
      const phone = validPhone(request.body.phoneNumber, request.variant);
      await spendCaptcha(db, deps.captcha, 'sms', request.body.cb, 'cb');
      try {
        return { data: await requestCode(deps, { phone, ip: request.ip, locale: request.locale }) };
      } catch (error) {
        if (error instanceof SmsWaitError) reply.header('retry-after', String(error.retryAfterS));
        throw error;
      }
    },
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['identity'],
        summary:
          'Log in with the SMS code: opens a session (cookie) and moves the guest basket and favourites to the user',
        body: loginBody,
        response: { 200: envelope(loginResult) },
      },
    },
    async (request, reply) => {
      const { token } = await logIn(deps, {
        ...request.body,
        variant: request.variant,
        guest: await request.currentSession(),
      });
      setSessionCookie(reply, config, token);
      return { data: { user: await userBlockOfToken(db, token) } };
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags: ['identity'],
        summary: 'End the session; basket and favourites stay with the account',
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (session) await deleteSession(db, session.id);
      clearSessionCookie(reply, config);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/layout/userData',
    {
      schema: {
        tags: ['identity'],
        summary: 'The user block alone: user fields, basket and favourites',
        response: { 200: envelope(userBlockSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: userBlockOf(await shopperOf(request)) };
    },
  );

  app.patch(
    '/users/profile',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['identity'],
        summary: 'The profile step after login: first name, e-mail, newsletter; consent required',
        body: profileBody,
        response: { 200: envelope(userBlockSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await updateProfile(db, user.id, request.body);
      return { data: await userBlockOfToken(db, request.cookies[COOKIES.session.name]) };
    },
  );

  app.patch(
    '/users/type-user',
    {
      config: { access: 'shopper' },
      schema: {
        tags: ['identity'],
        summary: 'Switch the company a legal-entity user buys for (null: private person); the page then reloads',
        body: typeUserBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await switchCompany(db, user.id, request.body.companyId);
      return { data: { ok: true as const } };
    },
  );

  // Only the local adapter has an outbox: there it is how developers and tests read the codes.
  if (deps.sms.kind === 'outbox' && config.smsOutboxPage) {
    app.get(
      '/dev/sms-outbox',
      {
        schema: {
          tags: ['identity'],
          summary: 'The latest messages of the local SMS adapter (only while it is active)',
          querystring: z.object({ phone: z.string().max(40).optional() }),
          response: { 200: envelope(outboxSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await latestOutboxMessages(db, request.query.phone) };
      },
    );
  }
};
