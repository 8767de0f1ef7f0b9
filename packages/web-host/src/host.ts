/**
 * The web host: serves the server-rendered web app from a Fastify instance that may also answer the
 * API, with the guests' page cache and the shared renders in front of React Router (decision 017).
 * The route rules and stages are page-pipeline.ts; this file puts the parts together.
 */
import { productChangeKeys } from '@storefront/domain/http-cache';
import { VARIANT_KEYS } from '@storefront/domain/variants';
import type { FastifyInstance } from 'fastify';
import { pageFraming, pagePolicies } from './csp.ts';
import type { HostDeps } from './host-deps.ts';
import { PageCache, RendersInFlight } from './page-cache.ts';
import { PagePipeline } from './page-pipeline.ts';
import { loadRenderer, loadSplicer } from './renderer.ts';
import { RewriteMisses } from './rewrite-marks.ts';
import { sendCachedPage } from './send-page.ts';
import { refusedVariant, type StatusPageSender, StatusPages } from './status-pages.ts';

export interface WebHost {
  /** Sends the shop's page for a refused request (apps/api plugins/refusals.ts). */
  sendStatusPage: StatusPageSender;
}

export async function registerWebHost(app: FastifyInstance, deps: HostDeps): Promise<WebHost> {
  const { config, reader } = deps;
  const render = await loadRenderer(config.WEB_BUILD_DIR, config.isProduction);
  const splice = await loadSplicer(config.WEB_BUILD_DIR);
  const policyOf = pagePolicies(config);
  const misses = new RewriteMisses((message) => app.log.error(message));
  const cache = new PageCache(config.PAGE_CACHE_TTL_S * 1000, config.PAGE_CACHE_MAX_MB * 2 ** 20);
  const stops = [
    // A change of some products drops the pages showing them (and those not naming what they show).
    deps.invalidations?.on('catalogChanged', (scope) => {
      if (scope && 'products' in scope) cache.drop(productChangeKeys(scope.products, scope.categories));
      else cache.clear();
    }),
    deps.invalidations?.on('contentChanged', () => cache.clear()),
  ].map((stop) => stop ?? (() => {}));
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    cache.clear();
  });

  const statusPages = new StatusPages({
    render,
    origin: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    apiFetch: deps.apiFetch,
    vacanciesUrl: config.VACANCIES_URL,
    rewriteMissed: (mark) => misses.missed(mark, 'a status page'),
  });
  const sendStatusPage: StatusPageSender = async (request, reply, status, { drawnOnly = false } = {}) => {
    const variant = refusedVariant(request, config.HOST_MAP);
    const page = drawnOnly ? statusPages.drawn(variant, status) : await statusPages.page(variant, status);
    if (!page) return false;
    reply.header('cache-control', 'no-store');
    // Read from the header: a request refused before the cookie hook has none parsed yet.
    const framing = pageFraming(request, '', reader.cookies(request.headers.cookie));
    sendCachedPage(reply, page, policyOf(framing), deps.encoding, false);
    return true;
  };
  app.addHook('onReady', async () => {
    await Promise.all(VARIANT_KEYS.map((variant) => statusPages.page(variant, 503)));
  });

  const pipeline = new PagePipeline({ deps, render, cache, renders: new RendersInFlight(), policyOf, misses, splice });
  await app.register(async (web) => {
    // Bodies stay unread here: React Router reads them from the web Request.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: (request, reply) => pipeline.serve(request, reply),
    });
  });
  return { sendStatusPage };
}
