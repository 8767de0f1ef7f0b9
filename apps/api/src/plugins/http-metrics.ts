/**
 * Every answer counted into the request histogram (observability/metrics.ts) by its route pattern and
 * status class, never by its address: an API call by the pattern it was routed by, a page (the web
 * host's catch-all) by the name of its route in the domain's table, a build file as one `/assets/*`.
 * Payment providers' notifications are counted once more by provider and outcome, for the alert on
 * failing webhooks.
 */
import { API_BASE, matchRoute } from '@storefront/domain/routes';
import { DEFAULT_VARIANT, type HostMap, hostVariant, variantFromPath } from '@storefront/domain/variants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boundedLabel, countPaymentWebhook, observeRequest } from '../observability/metrics.ts';
import { PAYMENT_PROVIDERS } from '../providers/payment/payment-gateway.ts';

const PAGES_ROUTE = '/*';
/** Payment notifications: the providers' shared route (…/:provider) and the routes of their own (…/cloudpayments). */
const WEBHOOK_ROUTES = `${API_BASE}/payments/webhook/`;
/** Route patterns are a fixed set, but a build's files are routes too: a bound keeps a surprise cheap. */
const routeLabel = boundedLabel(400);

/** `page:<route name>`, or `data:<route name>` for React Router's data requests; `page:unmatched` for a 404. */
export function pageLabel(url: string, host: string | undefined, hostMap: HostMap): string {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/__manifest') return 'page:__manifest';
  const data = pathname.endsWith('.data');
  const path = data ? pathname.slice(0, -'.data'.length).replace(/\/_root$/, '/') || '/' : pathname;
  const variant = hostVariant(host, hostMap) ?? variantFromPath(path) ?? DEFAULT_VARIANT;
  return `${data ? 'data' : 'page'}:${matchRoute(path, variant)?.route.name ?? 'unmatched'}`;
}

function routeOf(request: FastifyRequest, hostMap: HostMap): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  if (route === PAGES_ROUTE) {
    const forwarded = request.headers['x-forwarded-host'];
    return pageLabel(request.url, (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? request.host, hostMap);
  }
  if (route.startsWith('/assets/')) return '/assets/*';
  return routeLabel(route);
}

/** The provider a notification's address names, if it is one of ours: the address is the sender's to choose. */
function webhookProvider(request: FastifyRequest, route: string): string {
  const { provider = route.slice(WEBHOOK_ROUTES.length) } = request.params as { provider?: string };
  return (PAYMENT_PROVIDERS as readonly string[]).includes(provider) ? provider : 'unknown';
}

export function registerHttpMetrics(app: FastifyInstance, hostMap: HostMap): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const route = routeOf(request, hostMap);
    observeRequest(route, status, reply.elapsedTime / 1000);
    if (route.startsWith(WEBHOOK_ROUTES)) countPaymentWebhook(webhookProvider(request, route), status);
    done();
  });
}
