/**
 * The web host's composition (packages/web-host, decision 017): the server-rendered web app served
 * from this Fastify instance, its static files, and the API the pages read — in this process
 * (`inProcessApi`) or, for a web-only process, over HTTP (`registerApiProxy`). The host imports
 * nothing of the API; what it needs of it is handed in here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BUILD_MANIFEST_PATH } from '@storefront/domain/constants';
import { seoAddressPatterns } from '@storefront/domain/seo';
import { registerWebHost } from '@storefront/web-host/host';
import type { SessionFactsLookup, ShopperBlockLookup } from '@storefront/web-host/host-deps';
import type { RequestReader } from '@storefront/web-host/page-keys';
import { type ApiFetch, sendWebResponse, toWebRequest } from '@storefront/web-host/web-request';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { acceptsGzip, pickEncoding } from '../lib/accept-encoding.ts';
import { withinAdmittedRequest } from '../lib/admitted-request.ts';
import { IMMUTABLE } from '../lib/cache-control.ts';
import { parseCookies } from '../lib/cookies.ts';
import { type OriginSettings, requestOrigin } from '../lib/request-origin.ts';
import { countCacheLookup, countPageRender } from '../observability/metrics.ts';
import { apiNotFound } from '../plugins/error-handler.ts';
import { sharingSessionLookups } from '../plugins/session.ts';

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

/** The build's files: hashed assets kept a year, other public files an hour, the build's id asked afresh. */
async function registerWebFiles(app: FastifyInstance, buildDir: string): Promise<void> {
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
    // Open pages poll the build's id for a newer deploy.
    setHeaders(res, path) {
      const hashed = path.startsWith(assetsDir);
      const caching = path === buildManifest ? 'no-cache' : 'public, max-age=3600';
      res.setHeader('cache-control', hashed ? IMMUTABLE : caching);
      // Caches keep the brotli, gzip and plain answers apart.
      if (hashed) res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** How the host reads requests: this process's one cookie parser and its origin rule, so key and render agree. */
export function pageRequestReader(settings: OriginSettings): RequestReader {
  return {
    cookies: (header) => parseCookies(header).values,
    origin: (request) => requestOrigin(request, settings),
    HOST_MAP: settings.HOST_MAP,
  };
}

export interface WebOptions {
  config: Config;
  apiFetch: ApiFetch;
  /** A session's facts by its token, when this process answers the API too: pages with a session may get their city's shared render. */
  sessionFacts?: SessionFactsLookup;
  /** A session's own block by its token, with sessionFacts: a browser without scripts gets a spliced shared render. */
  shopperBlock?: ShopperBlockLookup;
}

export async function registerWeb(
  app: FastifyInstance,
  { config, apiFetch, sessionFacts, shopperBlock }: WebOptions,
): Promise<void> {
  await registerWebFiles(app, config.WEB_BUILD_DIR);
  const host = await registerWebHost(app, {
    config,
    apiFetch,
    reader: pageRequestReader(config),
    encoding: pickEncoding,
    takesGzip: acceptsGzip,
    ...(sessionFacts ? { sessionFacts } : {}),
    ...(shopperBlock ? { shopperBlock } : {}),
    // The page's own API calls are part of this admitted request: never shed (load-shedding.ts); a
    // page's loaders ask the API several times as the same shopper: one session lookup does.
    renderScope: (render, reading) => withinAdmittedRequest(() => (reading ? sharingSessionLookups(render) : render())),
    apiNotFound,
    // The API's change events, when this process answers the API too.
    ...(app.hasDecorator('events') ? { invalidations: app.events } : {}),
    metrics: { pageLookup: (outcome) => countCacheLookup('page', outcome), pageRender: countPageRender },
  });
  app.statusPages.send = host.sendStatusPage;
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
