/**
 * Requests the process refuses before doing any work for them, and how it says so: a page request
 * gets the shop's own error page in its variant's language (the web host draws it: packages/web-host
 * status-pages.ts), anything else the API's error envelope.
 *
 * The first hook of every request bounds its address (REQUEST_ADDRESS_LIMITS): too long an address
 * is 414, too deep a path 404, so no later stage (React Router's matching, the route table's, the
 * catalogue's path lookups) does work that grows with what a client sends. Only Fastify's own URL
 * match runs before it: linear, on an address Node already caps with its 16 KB header limit.
 */
import { REQUEST_ADDRESS_LIMITS } from '@storefront/domain/constants';
import { type ApiErrorBody, ERROR_CODES } from '@storefront/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends the shop's page for a status and says whether it did; `drawnOnly`: only if it is already
 * drawn (nothing is rendered to refuse a request under load).
 */
export type StatusPageSender = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  options?: { drawnOnly?: boolean },
) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web host when this process serves pages. */
    statusPages: { send: StatusPageSender | null };
  }
}

/** 414 or 404 for an address past the limits, null for one within them. Linear in the address. */
export function addressRefusal(url: string): 404 | 414 | null {
  if (url.length > REQUEST_ADDRESS_LIMITS.url) return 414;
  const query = url.indexOf('?');
  const pathLength = query === -1 ? url.length : query;
  if (pathLength > REQUEST_ADDRESS_LIMITS.path) return 414;
  let segments = 0;
  for (let i = 0; i < pathLength; i++) if (url.charCodeAt(i) === 47 /* / */) segments++;
  return segments > REQUEST_ADDRESS_LIMITS.segments + 1 ? 404 : null;
}

const NOT_PAGES = /^\/(?:(?:kz|ae)\/)?(?:api|images|assets)\//;

/**
 * Whether an address is a document's: not the API, a picture or a build asset, nor React Router's
 * data and route-discovery requests (their client reads an envelope, not a page).
 */
export function isPageAddress(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return !NOT_PAGES.test(path) && !path.endsWith('.data') && path !== '/__manifest';
}

const CODES: Record<number, ApiErrorBody['error']['code']> = {
  404: ERROR_CODES.notFound,
  503: ERROR_CODES.unavailable,
};

const MESSAGES: Record<number, string> = {
  400: 'Malformed address',
  404: 'Route not found',
  414: 'Address too long',
  503: 'The shop is busy, retry in a few seconds',
};

/** Answers a refused request: the shop's page for a page address when it can draw one, else the error envelope. */
export async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  options: { retryAfterS?: number; drawnOnly?: boolean } = {},
): Promise<FastifyReply> {
  if (options.retryAfterS) reply.header('retry-after', String(options.retryAfterS));
  const send = request.server.statusPages?.send;
  const url = request.originalUrl ?? request.url;
  if (send && isPageAddress(url)) {
    try {
      if (await send(request, reply, status, { drawnOnly: options.drawnOnly })) return reply;
    } catch (error) {
      // The page could not be drawn: the envelope below still answers.
      request.log.error({ err: error }, 'status page not drawn');
    }
  }
  const body: ApiErrorBody = {
    error: { code: CODES[status] ?? ERROR_CODES.badRequest, message: MESSAGES[status] ?? 'Bad request' },
  };
  return reply.status(status).send(body);
}

export function registerRefusals(app: FastifyInstance): void {
  app.decorate('statusPages', { send: null });
  app.addHook('onRequest', async (request, reply) => {
    const status = addressRefusal(request.originalUrl ?? request.url);
    if (status !== null) return refuse(request, reply, status);
  });
}
