/**
 * Security headers on every answer (pages, API, files) and the cross-site check on every
 * state-changing request. Pages get their Content-Security-Policy from the web handler, with the
 * answer's script nonce or a cached page's script hashes (`pageCsp`); everything else gets a policy that allows nothing.
 *
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin,
 *   Strict-Transport-Security in production (the shop is served over HTTPS there).
 * - frame-ancestors 'none' and X-Frame-Options DENY, except for the mobile app's web view
 *   (requests with X-Mobile-App), which shows pages inside the app, and pages in app mode by the
 *   query or cookie, which the shop's own app harness (/staff/app-harness/) frames: 'self' only.
 * - The live chat (LIVE_CHAT_ID) adds exactly its script's origin; without it no chat host is named.
 * - POST/PUT/PATCH/DELETE from another site (Origin not this host or PUBLIC_URL, or
 *   Sec-Fetch-Site cross-site) answer 403 before any handler runs. Requests without those
 *   headers (servers, the payment provider's webhooks, curl) are not browsers' cross-site posts.
 */
import { ERROR_CODES } from '@storefront/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HSTS = 'max-age=31536000; includeSubDomains';
/** Where the maps provider's script and tiles come from (apps/web/app/ui/map-loader.ts). */
export const MAPS_ORIGINS = ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'];

export type SecurityOptions = Pick<Config, 'isProduction' | 'PUBLIC_URL' | 'MAPS_API_KEY' | 'liveChat'>;

const isMobileApp = (request: FastifyRequest) => request.headers['x-mobile-app'] !== undefined;

/** Who may frame a page: anyone (the app's web view), the shop's own pages (app mode: the harness), nobody. */
export type Framing = 'any' | 'self' | 'none';

/** X-Frame-Options for a page framed as `framing` allows (none for 'any'). */
export const FRAME_OPTIONS: Record<Framing, string | null> = { any: null, self: 'SAMEORIGIN', none: 'DENY' };

/** A policy's source for an answer's inline scripts that carry `nonce`. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * The page policy: own scripts plus the answer's inline scripts, named by `scripts` (the source of
 * this answer's nonce, or a cached page's script hashes); no 'unsafe-inline' script.
 */
export function pageCsp(options: SecurityOptions, scripts: string, framing: Framing = 'none'): string {
  const maps = options.MAPS_API_KEY ? MAPS_ORIGINS : [];
  const chat = options.liveChat ? [options.liveChat.origin] : [];
  const hosts = (...lists: string[][]) => lists.flat().join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts} ${hosts(maps, chat)}`.trim(),
    // React sets style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline' ${hosts(maps, chat)}`.trim(),
    `img-src 'self' data: blob: ${hosts(maps, chat)}`.trim(),
    `connect-src 'self' ${hosts(maps, chat)}`.trim(),
    // The chat's window may be a frame of its own host.
    ...(chat.length ? [`frame-src 'self' ${hosts(chat)}`] : []),
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(framing === 'any' ? [] : [`frame-ancestors '${framing}'`]),
  ];
  return directives.join('; ');
}

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
    // Pages set their own (web-handler.ts).
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
