import { COOKIES } from '@storefront/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { smsResult } from '../auth/auth.schemas.ts';
import { type AuthDeps, SmsWaitError } from '../auth/auth.service.ts';
import { requireUser } from '../identity/require-user.ts';
import { clearSessionCookie } from '../identity/session-cookie.ts';
import { userBlockSchema } from '../user-block/user-block.schemas.ts';
import { userBlockOfToken } from '../user-block/user-block.ts';
import {
  accountSummarySchema,
  companyBody,
  companyListSchema,
  idParams,
  notificationSettingsBody,
  notificationSettingsSchema,
  personalBody,
  phoneBody,
  phoneCodeBody,
  removalBody,
} from './account.schemas.ts';
import {
  accountSummary,
  confirmPhoneChange,
  notificationSettings,
  requestPhoneChange,
  saveNotificationSettings,
  updatePersonal,
} from './account.service.ts';
import { removeAccount, requestRemovalCode } from './account-removal.service.ts';
import { addCompany, deleteCompany, listCompanies, updateCompany } from './companies.service.ts';

const ok = envelope(z.object({ ok: z.literal(true) }));

export const accountRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  declareAccess(app, 'shopper');
  const { db, config } = deps;

  /** The user block after a change, read afresh. */
  const freshBlock = async (request: { cookies: Record<string, string | undefined> }) =>
    userBlockOfToken(db, request.cookies[COOKIES.session.name]);

  /** A code request that hit its limit answers 429 with Retry-After. */
  async function withRetryAfter<T>(reply: { header(name: string, value: string): unknown }, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof SmsWaitError) reply.header('retry-after', String(error.retryAfterS));
      throw error;
    }
  }

  app.get(
    '/users/account-summary',
    {
      schema: {
        tags: ['account'],
        summary: 'Counters of the personal account’s menu (authorized)',
        response: { 200: envelope(accountSummarySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { data: await accountSummary(db, user.id) };
    },
  );

  app.patch(
    '/users/personal',
    {
      schema: {
        tags: ['account'],
        summary:
          'Personal data: first name, e-mail, newsletter, time zone, legal-entity flag (authorized); answers the user block',
        body: personalBody,
        response: { 200: envelope(userBlockSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await updatePersonal(db, user.id, request.body);
      return { data: await freshBlock(request) };
    },
  );

  app.post(
    '/users/phone/sms',
    {
      schema: {
        tags: ['account'],
        summary:
          'Changing the phone, step 1: a code is sent to the new number (authorized; account.error.phoneTaken when another account has it; limited like login codes)',
        body: phoneCodeBody,
        response: { 200: envelope(smsResult) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      return {
        data: await withRetryAfter(reply, () =>
          requestPhoneChange(deps, user, {
            phoneNumber: request.body.phoneNumber,
            variant: request.variant,
            ip: request.ip,
            locale: request.locale,
          }),
        ),
      };
    },
  );

  app.post(
    '/users/phone',
    {
      schema: {
        tags: ['account'],
        summary: 'Changing the phone, step 2: the code sent to the new number makes it the account’s phone',
        body: phoneBody,
        response: { 200: envelope(userBlockSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await confirmPhoneChange(deps, user, { ...request.body, variant: request.variant });
      return { data: await freshBlock(request) };
    },
  );

  app.get(
    '/users/notification-settings',
    {
      schema: {
        tags: ['account'],
        summary: 'Notification settings: newsletter, order status by e-mail, arrival by push and e-mail, quiet hours',
        response: { 200: envelope(notificationSettingsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { data: await notificationSettings(db, user.id) };
    },
  );

  app.put(
    '/users/notification-settings',
    {
      schema: {
        tags: ['account'],
        summary:
          'Save notification settings. Quiet hours HH:MM (validation.invalid), both or neither (validation.required), start ≠ end (validation.sameTime); SMS and push inside them wait for their end',
        body: notificationSettingsBody,
        response: { 200: envelope(notificationSettingsSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { data: await saveNotificationSettings(db, user.id, request.body) };
    },
  );

  app.get(
    '/users/companies',
    {
      schema: {
        tags: ['account'],
        summary: 'The user’s companies (legal entities) and which one is active (authorized)',
        response: { 200: envelope(companyListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { data: await listCompanies(db, user.id) };
    },
  );

  app.post(
    '/users/companies',
    {
      schema: {
        tags: ['account'],
        summary: 'Add a company (authorized; at most MAX_COMPANIES, account.error.maxCompanies)',
        body: companyBody,
        response: { 201: envelope(companyListSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      return reply.status(201).send({ data: await addCompany(db, user.id, request.body) });
    },
  );

  app.put(
    '/users/companies/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Change a company (authorized; another user’s company is 404)',
        params: idParams,
        body: companyBody,
        response: { 200: envelope(companyListSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { data: await updateCompany(db, user.id, request.params.id, request.body) };
    },
  );

  app.delete(
    '/users/companies/:id',
    {
      schema: {
        tags: ['account'],
        summary:
          'Remove a company (authorized; another user’s company is 404); the active one leaves the user a private buyer',
        params: idParams,
        response: { 200: envelope(companyListSchema) },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return { data: await deleteCompany(db, user.id, request.params.id) };
    },
  );

  app.post(
    '/users/removal/sms',
    {
      schema: {
        tags: ['account'],
        summary:
          'Account removal, step 1: a code is sent to the account’s phone (authorized; limited like login codes)',
        response: { 200: envelope(smsResult) },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      return {
        data: await withRetryAfter(reply, () =>
          requestRemovalCode(deps, user, { ip: request.ip, locale: request.locale }),
        ),
      };
    },
  );

  app.post(
    '/users/removal',
    {
      schema: {
        tags: ['account'],
        summary:
          'Account removal, step 2 (cannot be undone): with the code, personal data is anonymised, orders are kept without it, and every session ends',
        body: removalBody,
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      await removeAccount(deps, user, request.body.phoneCode);
      clearSessionCookie(reply, config);
      return { data: { ok: true as const } };
    },
  );
};
