/**
 * Load shedding: while the event loop runs late, the process answers new page and API requests with
 * 503 and Retry-After (the shop's busy page for documents) instead of queuing work it cannot serve
 * in time. What is never shed: build assets, pictures and other files, health probes, a page's
 * messages, and the API calls of a page already being drawn (they run inside an admitted request).
 *
 * The decision rests on a measured delay: every sampling tick reads how late the tick itself ran and
 * the 99th percentile of the event-loop delay histogram since the last tick; a tick with no samples
 * (the sampler missed) is not taken as pressure.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { API_BASE } from '@storefront/domain/routes';
import { seoAddressPatterns } from '@storefront/domain/seo';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isWithinAdmittedRequest } from '../lib/admitted-request.ts';
import { countShedRequest } from '../observability/metrics.ts';
import { refuse } from './refusals.ts';

export const RETRY_AFTER_S = 10;
const SAMPLE_MS = 250;
const RESOLUTION_MS = 10;

/** Measures the event loop's delay; `delayMs` is the latest tick's reading. */
export class EventLoopDelay {
  delayMs = 0;
  private readonly histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly timer: NodeJS.Timeout;
  private expected = performance.now() + SAMPLE_MS;

  constructor() {
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  private sample(): void {
    const now = performance.now();
    const late = Math.max(0, now - this.expected);
    this.expected = now + SAMPLE_MS;
    // The histogram's readings include its own resolution: an idle loop reads about that much.
    const p99 = this.histogram.count > 0 ? Math.max(0, this.histogram.percentile(99) / 1e6 - RESOLUTION_MS) : 0;
    this.histogram.reset();
    this.delayMs = Math.max(late, p99);
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

const EXEMPT_API = [`${API_BASE}/health`, `${API_BASE}/i18n/messages/`];
/**
 * Placing an order: what the shop is for, a few ms of CPU against a page render's tens, and on a sale a
 * shed order loses its last pieces to the next shopper. Late, it still beats a 503 (bench/sale-day.ts).
 */
const PLACE_ORDER_ROUTE = `${API_BASE}/orders`;
/** Feeds, sitemaps and robots.txt: whole-catalogue answers for crawlers, shed like pages. */
const CRAWLER_ROUTES = new Set(seoAddressPatterns());

/**
 * Whether a request may be shed: a page (the web host's catch-all route), a crawler's feed or
 * sitemap, or an API call, not one of the exempt kinds above nor placing an order.
 */
export function isSheddable(request: Pick<FastifyRequest, 'method' | 'url' | 'routeOptions'>): boolean {
  if (isWithinAdmittedRequest()) return false;
  if (request.method === 'POST' && request.routeOptions.url === PLACE_ORDER_ROUTE) return false;
  const url = request.url;
  if (url.startsWith(`${API_BASE}/`) || url === API_BASE) return !EXEMPT_API.some((prefix) => url.startsWith(prefix));
  if (url.startsWith('/images/')) return false;
  const route = request.routeOptions.url;
  if (route === undefined || CRAWLER_ROUTES.has(route)) return true;
  // Files of the web build are routes of their own (@fastify/static, one route per file).
  return route.includes('*') || route.includes(':');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process is shedding load now (readiness says so too). */
    shedding(): boolean;
  }
}

export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number): void {
  if (maxDelayMs <= 0) {
    app.decorate('shedding', () => false);
    return;
  }
  const loop = new EventLoopDelay();
  app.decorate('shedding', () => loop.delayMs > maxDelayMs);
  app.addHook('onClose', async () => loop.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!app.shedding() || !isSheddable(request)) return;
    request.log.warn({ delayMs: Math.round(loop.delayMs) }, 'under pressure: request shed');
    countShedRequest();
    return refuse(request, reply, 503, { retryAfterS: RETRY_AFTER_S, drawnOnly: true });
  });
}
