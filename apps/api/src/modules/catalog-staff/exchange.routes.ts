/** 1C's site exchange (CommerceML): one address, the step in `mode`, plain-text answers 1C reads line by line. */
import { CATALOGUE_LIMITS } from '@storefront/domain/catalog-ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { declareAccess } from '../../plugins/access.ts';
import {
  EXCHANGE_COOKIE,
  type ExchangeAnswer,
  type ExchangeLogin,
  importStep,
  newSession,
  safeFileName,
  sessionOk,
  startExchange,
  storeFilePart,
} from './exchange.ts';
import { signInToExchange } from './exchange-login.ts';

const exchangeQuery = z
  .object({
    type: z.literal('catalog').describe('only the catalogue exchange is served'),
    mode: z.enum(['checkauth', 'init', 'file', 'import']),
    filename: z
      .string()
      .min(1)
      .max(300)
      .optional()
      .describe('file and import: the file’s name (import.xml, offers.xml…)'),
    version: z.string().max(20).optional().describe('the schema version newer 1C releases send with init'),
  })
  .strict();

/** A body past the file limit is read to its end and dropped, so a huge upload costs no memory. */
const TOO_LARGE = Symbol('too large');

export const exchangeRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobQueue; login: ExchangeLogin | null }> = async (
  app,
  { db, jobs, login },
) => {
  // 1C has no session of the shop: it signs in with the exchange's login and then sends the cookie checkauth gave.
  declareAccess(app, 'public');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= CATALOGUE_LIMITS.maxImportBytes) chunks.push(chunk);
      else chunks.length = 0;
    });
    payload.on('end', () => done(null, size > CATALOGUE_LIMITS.maxImportBytes ? TOO_LARGE : Buffer.concat(chunks)));
    payload.on('error', (error) => done(error));
  });

  const schema = {
    tags: ['exchange'],
    summary:
      '1C CommerceML exchange (docs/commerceml.md): checkauth (HTTP basic with EXCHANGE_LOGIN/EXCHANGE_PASSWORD → "success\\ncookie name\\ncookie value"; wrong passwords lock the address out: 429 with Retry-After), init ("zip=no\\nfile_limit=N"), file (POST the bytes of filename, in parts), import (starts the import of filename; "progress" while it runs, "success" or "failure\\nreasons")',
    querystring: exchangeQuery,
    response: { 200: z.string(), 401: z.string(), 413: z.string(), 429: z.string() },
  };

  const handler = async (request: {
    ip: string;
    query: z.infer<typeof exchangeQuery>;
    headers: Record<string, unknown>;
    cookies: Record<string, string | undefined>;
    body?: unknown;
  }): Promise<ExchangeAnswer> => {
    if (!login) return { status: 401, text: 'failure\nthe exchange is off: set EXCHANGE_LOGIN and EXCHANGE_PASSWORD' };
    const { mode, filename } = request.query;
    if (mode === 'checkauth') {
      const header = request.headers.authorization as string | undefined;
      const outcome = await signInToExchange(db, login, { header, address: request.ip });
      if (outcome.kind === 'ok') return { status: 200, text: `success\n${EXCHANGE_COOKIE}\n${newSession(login)}\n` };
      if (outcome.kind === 'wrong') return { status: 401, text: 'failure\nwrong login or password' };
      const { retryAfterS } = outcome;
      return { status: 429, text: `failure\ntoo many wrong passwords: retry in ${retryAfterS} s`, retryAfterS };
    }
    const session = request.cookies[EXCHANGE_COOKIE];
    if (!sessionOk(login, session)) return { status: 401, text: 'failure\nno session: call checkauth first' };
    const key = session as string;
    if (mode === 'init') return { status: 200, text: await startExchange(db, key) };
    if (!filename || !safeFileName(filename))
      return { status: 200, text: 'failure\na file name is required (no path up)' };
    if (mode === 'file') {
      const body = request.body === TOO_LARGE ? null : Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return storeFilePart(db, key, filename, body);
    }
    return { status: 200, text: await importStep(db, jobs, key, filename) };
  };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/exchange/1c',
      schema,
      handler: async (request, reply) => {
        const { status, text, retryAfterS } = await handler(request);
        if (retryAfterS !== undefined) reply.header('retry-after', String(retryAfterS));
        return reply.status(status).type('text/plain; charset=utf-8').send(text);
      },
    });
  }
};
