/**
 * Security headers on every answer (pages, API, files) and the cross-site check on every
 * state-changing request. Pages get their Content-Security-Policy and framing from the web host
 * (packages/web-host csp.ts); everything else gets a policy that allows nothing.
 *
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin,
 *   Strict-Transport-Security in production (the shop is served over HTTPS there).
 * - frame-ancestors 'none' and X-Frame-Options DENY, except for the mobile app's web view
 *   (requests with X-Mobile-App), which shows pages inside the app.
 * - POST/PUT/PATCH/DELETE from another site (Origin not this host or PUBLIC_URL, or
 *   Sec-Fetch-Site cross-site) answer 403 before any handler runs. Requests without those
 *   headers (servers, the payment provider's webhooks, curl) are not browsers' cross-site posts.
 */
import { ERROR_CODES } from '@storefront/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HSTS = 'max-age=31536000; includeSubDomains';

export type SecurityOptions = Pick<Config, 'isProduction' | 'PUBLIC_URL'>;

const isMobileApp = (request: FastifyRequest) => request.headers['x-mobile-app'] !== undefined;

function sameSite(request: FastifyRequest, options: SecurityOptions): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === 'null') return false;
    try {
      const { host, origin: normalized } = new URL(origin);
      const forwarded = request.headers['x-forwarded-host'];
      const hosts = [request.host, ...(typeof forwarded === 'string' ? [forwarded] : [])];
      return hosts.includes(host) || normalized === options.PUBLIC_URL;
    } catch {
      return false;
    }
  }
  return request.headers['sec-fetch-site'] !== 'cross-site';
}

export function registerSecurity(app: FastifyInstance, options: SecurityOptions): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || sameSite(request, options)) return;
    // A payment provider's notification is a server's call, never a browser's.
    if (request.url.includes('/payments/webhook/')) return;
    return reply.status(403).send({
      error: { code: ERROR_CODES.forbidden, message: 'Cross-site request refused: send it from the shop’s own pages' },
    });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.isProduction) reply.header('strict-transport-security', HSTS);
    // Pages set their own (web-host csp.ts).
    if (!isMobileApp(request) && !reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'${isMobileApp(request) ? '' : "; frame-ancestors 'none'"}`,
      );
    }
    return payload;
  });
}
