/**
 * Serves the server-rendered web app from the same Fastify instance: static assets, the global
 * route rules (slash and prefix redirects, root redirect), then React Router's request handler,
 * with the guests' shared page cache (page-cache.ts) in front of it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { APP_MODE_MARKERS, resolveAppMode } from '@storefront/domain/app-mode';
import { BUILD_MANIFEST_PATH, COOKIES } from '@storefront/domain/constants';
import { withoutCookie } from '@storefront/domain/cookie-header';
import { canonicalRedirect } from '@storefront/domain/redirects';
import { matchRoute } from '@storefront/domain/routes';
import { seoAddressPatterns } from '@storefront/domain/seo';
import {
  DEFAULT_VARIANT,
  hostVariant,
  VARIANT_KEYS,
  type VariantKey,
  variantFromPath,
  variantPrefixPath,
} from '@storefront/domain/variants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler as CreateRequestHandler, ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import { pickEncoding } from '../lib/accept-encoding.ts';
import { withinAdmittedRequest } from '../lib/admitted-request.ts';
import { IMMUTABLE } from '../lib/cache-control.ts';
import { parseCookies } from '../lib/cookies.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import type { SessionFacts } from '../modules/identity/session-facts.ts';
import { apiNotFound } from '../plugins/error-handler.ts';
import type { StatusPageSender } from '../plugins/refusals.ts';
import { FRAME_OPTIONS, type Framing, nonceSource, pageCsp } from '../plugins/security-headers.ts';
import { SHARED_RENDER_HEADER, sharedRenderHeader, sharingSessionLookups } from '../plugins/session.ts';
import { type CachedPage, cachePage, countHit, freshNonce } from './cached-page.ts';
import {
  guestPageKey,
  isShareable,
  PageCache,
  RendersInFlight,
  sharedSessionPage,
  sharedSessionPageKey,
} from './page-cache.ts';

/** An API call from the web app; `clientIp` is the shopper's address, for the API's per-client limits. */
export type ApiFetch = (path: string, init?: RequestInit, clientIp?: string) => Promise<Response>;

export function hasWebBuild(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server', 'index.js'));
}

/** Calls the API inside this process: no socket, same validation and hooks. */
export function inProcessApi(app: FastifyInstance): ApiFetch {
  return async (path, init = {}, clientIp) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      // The page's request came from the shopper: the API counts it against the shopper's address.
      ...(clientIp ? { remoteAddress: clientIp } : {}),
      // Bytes (an upload) go as a Buffer: inject would serialise any other object as JSON.
      ...(init.body
        ? { payload: init.body instanceof Uint8Array ? Buffer.from(init.body) : (init.body as string) }
        : {}),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (Array.isArray(value)) for (const v of value) out.append(name, String(v));
      else if (value !== undefined) out.set(name, String(value));
    }
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  };
}

/** The web Request of a page request, at the shop's origin (lib/request-origin.ts). */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string, withoutSession = false): Request {
  // Appended, not resolved: a path like `//evil.example/x` stays a path of the shop.
  const url = new URL(`${origin}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, String(value));
  }
  // A shared render reads the page as no one (see registerWeb): the session cookie stays out.
  const cookie = headers.get('cookie');
  if (withoutSession && cookie !== null) headers.set('cookie', withoutCookie(cookie, COOKIES.session.name));
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** An API call of a shared render: the API answers it as no one in the city (plugins/session.ts). */
function asSharedRender(init: RequestInit | undefined, cityId: number | null): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set(SHARED_RENDER_HEADER, sharedRenderHeader(cityId));
  return { ...init, headers };
}

async function sendWebResponse(reply: FastifyReply, response: Response, body?: Readable): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.send(body ?? (response.body ? Readable.fromWeb(response.body as never) : null));
}

/**
 * A page's Cache-Control when its route set none: no shared cache may keep a page (it may hold the
 * shopper's basket or name), and pages outside the guest-cacheable list — account, checkout,
 * basket, per-visit tokens — are not stored at all.
 */
export function pageCacheControl(pathname: string, variantOfHost: ReturnType<typeof hostVariant>): string {
  const variant = variantOfHost ?? variantFromPath(pathname) ?? 'ru';
  return matchRoute(pathname, variant)?.route.guestCache ? 'private, no-cache' : 'private, no-store';
}

/** Streams the page to the shopper and hands its whole text to `done` once it has been sent in full. */
function collecting(response: Response, done: (body: string) => void): Readable {
  const chunks: Buffer[] = [];
  const source = Readable.fromWeb(response.body as never);
  source.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  source.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
  return source;
}

/**
 * Who may frame the page: the app's web view marks its requests with the header (any ancestor);
 * a page in app mode by the query or the cookie may be framed by the shop's own app harness.
 */
export function pageFraming(request: FastifyRequest, search: string): Framing {
  if (request.headers[APP_MODE_MARKERS.header] !== undefined) return 'any';
  const { mode } = resolveAppMode({
    query: new URLSearchParams(search).get(APP_MODE_MARKERS.query),
    // A request refused before the cookie hook has none parsed yet.
    cookie: (request.cookies ?? parseCookies(request.headers.cookie).values)[APP_MODE_MARKERS.cookie],
  });
  return mode ? 'self' : 'none';
}

/** Stands for the script sources in a policy built once and split around them. */
const SOURCES_MARK = '\u0000';

/**
 * A page from memory: the same bytes for everyone, its policy allowing its inline scripts by their
 * hashes. A cache hit is counted and marked; a status page (`hit: false`) is neither.
 */
function sendCachedPage(reply: FastifyReply, page: CachedPage, policy: string[], hit = true): FastifyReply {
  if (hit) {
    countHit(page);
    reply.header('x-page-cache', 'hit');
  }
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', policy.join(page.scriptSources));
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
}

export interface WebOptions {
  config: Config;
  apiFetch: ApiFetch;
  /**
   * A session's facts by its token, when this process answers the API too: pages with a session
   * may then get their city's shared render (page-cache.ts `sharedSessionPage`).
   */
  sessionFacts?: (token: string) => Promise<SessionFacts | null>;
}

export async function registerWeb(app: FastifyInstance, { config, apiFetch, sessionFacts }: WebOptions): Promise<void> {
  const buildDir = config.WEB_BUILD_DIR;
  const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
  // React Router as the build carries it (its production build, entry.server.tsx), not the package's default.
  const { createRequestHandler } = build.entry.module as unknown as {
    createRequestHandler: typeof CreateRequestHandler;
  };
  const handle = createRequestHandler(build, config.isProduction ? 'production' : 'development');
  // The page policy of each framing, split where the script sources go.
  const cspParts: Partial<Record<Framing, string[]>> = {};
  const policyOf = (framing: Framing): string[] =>
    (cspParts[framing] ??= pageCsp(config, SOURCES_MARK, framing).split(SOURCES_MARK));

  // The shop's page for a refused request (refusals.ts), by status and variant: drawn once from a
  // short address of the variant (never the refused one), at the shop's own origin and with nobody's
  // headers, then sent from memory like a cached page.
  const statusOrigin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const statusPages = new Map<string, CachedPage>();
  const drawing = new Map<string, Promise<CachedPage>>();
  const drawStatusPage = async (variant: VariantKey, status: number): Promise<CachedPage> => {
    const nonce = freshNonce();
    const response = await handle(new Request(`${statusOrigin}${variantPrefixPath(variant)}/__status/`), {
      cspNonce: nonce,
      apiFetch,
      vacanciesUrl: config.VACANCIES_URL,
      statusPage: status,
    });
    const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
    return cachePage({ status, headers, text: await response.text(), nonce });
  };
  /** The drawn page, or its drawing (one at a time per key, however many refusals wait for it). */
  const statusPage = (variant: VariantKey, status: number): CachedPage | Promise<CachedPage> => {
    const key = `${status} ${variant}`;
    const page = statusPages.get(key);
    if (page) return page;
    let pending = drawing.get(key);
    if (!pending) {
      pending = drawStatusPage(variant, status)
        .then((drawn) => {
          statusPages.set(key, drawn);
          return drawn;
        })
        .finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    return pending;
  };
  const sendStatusPage: StatusPageSender = async (request, reply, status, { drawnOnly = false } = {}) => {
    const url = request.originalUrl ?? request.url;
    const forwardedHost = request.headers['x-forwarded-host'];
    const variant =
      hostVariant(typeof forwardedHost === 'string' ? forwardedHost : undefined, config.HOST_MAP) ??
      variantFromPath(url.slice(0, 4)) ??
      hostVariant(request.headers.host, config.HOST_MAP) ??
      DEFAULT_VARIANT;
    const page = drawnOnly ? statusPages.get(`${status} ${variant}`) : await statusPage(variant, status);
    if (!page) return false;
    reply.header('cache-control', 'no-store');
    sendCachedPage(reply, page, policyOf(pageFraming(request, '')), false);
    return true;
  };
  app.statusPages.send = sendStatusPage;
  // The busy page is drawn before the first request: under load nothing is rendered to refuse one.
  app.addHook('onReady', async () => {
    await Promise.all(VARIANT_KEYS.map((variant) => statusPage(variant, 503)));
  });
  const pageCache = new PageCache(config.PAGE_CACHE_TTL_S * 1000, config.PAGE_CACHE_MAX_MB * 2 ** 20);
  const renders = new RendersInFlight();
  // Prices, stock and listings come from the catalogue index: a rebuilt index makes cached pages stale.
  // The API's change events, when this process answers the API too.
  const events = app.hasDecorator('events') ? app.events : undefined;
  const stopCatalog = events?.on('catalogChanged', () => pageCache.clear());
  // Published content changes show at once here; other processes' pages expire within PAGE_CACHE_TTL_S.
  const stopContent = events?.on('contentChanged', () => pageCache.clear());
  app.addHook('onClose', async () => {
    stopCatalog?.();
    stopContent?.();
    pageCache.clear();
  });

  const assetsDir = join(buildDir, 'client', 'assets');
  const buildManifest = join(buildDir, 'client', BUILD_MANIFEST_PATH);
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    wildcard: false,
    index: false,
    // The .br/.gz copies the build wrote beside the hashed assets (apps/web/precompress.mjs).
    preCompressed: true,
    // Its own Cache-Control (max-age=0) would replace the one below.
    cacheControl: false,
    // Hashed build assets never change; other public files may; the build's id is asked afresh each
    // time (open pages poll it for a newer deploy).
    setHeaders(res, path) {
      const hashed = path.startsWith(assetsDir);
      const caching = path === buildManifest ? 'no-cache' : 'public, max-age=3600';
      res.setHeader('cache-control', hashed ? IMMUTABLE : caching);
      // Caches keep the brotli, gzip and plain answers apart.
      if (hashed) res.setHeader('vary', 'accept-encoding');
    },
  });

  await app.register(async (web) => {
    // Bodies stay unread here: React Router reads them from the web Request.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const { pathname, search } = new URL(`http://x${request.url}`);
        if (/^\/(api|images)\//.test(pathname)) return reply.status(404).send(apiNotFound());
        const hostHeader = request.headers['x-forwarded-host'];
        const host = (Array.isArray(hostHeader) ? hostHeader[0] : hostHeader) ?? request.host;
        if (config.ROOT_REDIRECT && pathname === '/') return reply.redirect(config.ROOT_REDIRECT, 302);
        // React Router's lazy route discovery endpoint is not a page.
        const isPage = pathname !== '/__manifest';
        const redirect = isPage && canonicalRedirect(pathname, search, hostVariant(host, config.HOST_MAP));
        if (redirect && (request.method === 'GET' || request.method === 'HEAD')) {
          return reply.redirect(redirect.location, redirect.status);
        }
        const framing = pageFraming(request, search);
        const policy = policyOf(framing);
        const frameOptions = FRAME_OPTIONS[framing];
        if (frameOptions) reply.header('x-frame-options', frameOptions);
        const origin = requestOrigin(request, config);
        let cacheKey = isPage && pageCache.enabled ? guestPageKey(request, config) : null;
        // A shopper with a session whose browser runs scripts: the city's shared render, no one's data in it.
        const sessionPage =
          isPage && cacheKey === null && pageCache.enabled && sessionFacts ? sharedSessionPage(request, config) : null;
        // A failed lookup renders the page in full for the shopper, as without the shared render.
        const shared = sessionPage && ((await sessionFacts?.(sessionPage.token).catch(() => null)) ?? null);
        if (sessionPage && shared) cacheKey = sharedSessionPageKey(sessionPage, shared);
        const cached = cacheKey === null ? undefined : pageCache.get(cacheKey);
        if (cached) return sendCachedPage(reply, cached, policy);
        const rendering = cacheKey === null ? undefined : renders.wait(cacheKey);
        const rendered = rendering && (await rendering);
        if (rendered) return sendCachedPage(reply, rendered, policy);
        // A fresh nonce per rendered answer: the page's inline scripts carry it, and the policy allows only them.
        const cspNonce = freshNonce();
        reply.header('content-security-policy', policy.join(nonceSource(cspNonce)));
        const finish = cacheKey === null ? () => {} : renders.start(cacheKey);
        // A catalogue or content change during the render makes it stale: it is then not kept.
        const generation = pageCache.generation;
        let response: Response;
        try {
          const render = () =>
            handle(toWebRequest(request, reply, origin, shared !== null), {
              cspNonce,
              apiFetch: (path: string, init?: RequestInit) =>
                apiFetch(path, shared ? asSharedRender(init, shared.cityId) : init, request.ip),
              vacanciesUrl: config.VACANCIES_URL,
              sharedSession: shared !== null,
            });
          // A page's loaders ask the API several times as the same shopper: one session lookup does.
          const reading = request.method === 'GET' || request.method === 'HEAD';
          // The page's own API calls are part of this admitted request: never shed (load-shedding.ts).
          response = await withinAdmittedRequest(() => (reading ? sharingSessionLookups(render) : render()));
        } catch (error) {
          finish();
          throw error;
        }
        if (isPage && !response.headers.has('cache-control')) {
          response.headers.set('cache-control', pageCacheControl(pathname, hostVariant(host, config.HOST_MAP)));
        }
        // Only a complete guest page, or a session's shared render, that sets no cookie is shared.
        if (cacheKey === null || !isShareable(response) || !response.body) {
          finish();
          return sendWebResponse(reply, response);
        }
        const headers = [...response.headers].filter(([name]) => name !== 'set-cookie');
        let complete = false;
        const body = collecting(response, (text) => {
          complete = true;
          cachePage({ status: response.status, headers, text, nonce: cspNonce }, pageCache.previous(cacheKey)).then(
            (page) => {
              pageCache.set(cacheKey, page, generation);
              finish(page);
            },
            () => finish(),
          );
        });
        // A page that did not reach its end (the shopper left, the render failed) is shared with no one.
        body.once('close', () => {
          if (!complete) finish();
        });
        return sendWebResponse(reply, response, body);
      },
    });
  });
}

/** For a web-only process: API and image calls from browsers, and crawlers' feeds, sitemaps and robots.txt, go on to the API process. */
export function registerApiProxy(app: FastifyInstance, config: Config & { API_URL: string }): ApiFetch {
  const apiUrl = config.API_URL;
  // The API process trusts this one as a proxy (TRUST_PROXY) and reads the shopper from X-Forwarded-For.
  const apiFetch: ApiFetch = (path, init = {}, clientIp) => {
    const headers = new Headers(init.headers);
    if (clientIp) headers.set('x-forwarded-for', clientIp);
    return fetch(new URL(path, apiUrl), { ...init, headers });
  };
  app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const prefix of ['/api/*', '/kz/api/*', '/ae/api/*', '/images/*', ...seoAddressPatterns()]) {
      proxy.all(prefix, async (request, reply) => {
        const req = toWebRequest(request, reply, requestOrigin(request, config));
        const headers = new Headers(req.headers);
        headers.set('x-forwarded-host', new URL(req.url).host);
        headers.set('x-forwarded-for', request.ip);
        const response = await fetch(new URL(request.url, apiUrl), {
          method: req.method,
          headers,
          ...(req.body ? { body: req.body, duplex: 'half' } : {}),
        } as RequestInit);
        return sendWebResponse(reply, response);
      });
    }
  });
  return apiFetch;
}
