import { API_BASE } from '@storefront/domain/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { sampleOf } from '../test/prometheus-text.ts';
import { pageLabel, registerHttpMetrics } from './http-metrics.ts';
import { listenForMetrics, type MetricsSettings, registerMetricsRoute } from './metrics-endpoint.ts';

const TOKEN = 'a-scraper-token-of-this-shop';
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(settings: Partial<MetricsSettings>): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  registerHttpMetrics(app, {});
  registerMetricsRoute(app, { isProduction: false, METRICS_TOKEN: undefined, METRICS_LISTEN: undefined, ...settings });
  app.get(`${API_BASE}/things/:id`, async () => ({ data: 'thing' }));
  app.post(`${API_BASE}/payments/webhook/:provider`, async (_request, reply) => reply.status(401).send());
  app.post(`${API_BASE}/payments/webhook/cloudpayments`, async (_request, reply) => reply.status(401).send());
  await app.ready();
  return app;
}

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ url: '/metrics', headers });

describe('GET /metrics', () => {
  it('serves Prometheus text openly outside production', async () => {
    const app = await appWith({});
    const res = await scrape(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE storefront_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
  });

  it('asks for the bearer token when one is configured', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const bare = await scrape(app);
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(app, { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await scrape(app, { authorization: TOKEN })).statusCode).toBe(401);
    const scraped = await scrape(app, { authorization: `Bearer ${TOKEN}` });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('storefront_http_request_duration_seconds');
  });

  it('is not served in production without a token or a private address', async () => {
    const app = await appWith({ isProduction: true });
    expect((await scrape(app)).statusCode).toBe(404);
  });

  it('is served only on the private address when METRICS_LISTEN is set, with the token when there is one', async () => {
    const app = await appWith({ METRICS_LISTEN: { host: '127.0.0.1', port: 0 }, METRICS_TOKEN: TOKEN });
    expect((await scrape(app, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(404);
    const listener = await listenForMetrics({ host: '127.0.0.1', port: 0 }, TOKEN, app.log);
    try {
      expect((await fetch(`${listener.address}/metrics`)).status).toBe(401);
      const scraped = await fetch(`${listener.address}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE storefront_db_pool_in_use gauge');
      expect((await fetch(`${listener.address}/`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('the metrics settings', () => {
  const parsed = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('read METRICS_LISTEN as host and port, an IPv6 host in brackets', () => {
    expect(parsed({ METRICS_LISTEN: '10.0.0.5:9464' }).METRICS_LISTEN).toEqual({ host: '10.0.0.5', port: 9464 });
    expect(parsed({ METRICS_LISTEN: '[::1]:9464' }).METRICS_LISTEN).toEqual({ host: '::1', port: 9464 });
    expect(parsed({}).METRICS_LISTEN).toBeUndefined();
  });

  it('refuse an address without a port and a short token, naming the variable', () => {
    expect(() => parsed({ METRICS_LISTEN: '10.0.0.5' })).toThrow(/METRICS_LISTEN: expected host:port/);
    expect(() => parsed({ METRICS_LISTEN: 'x:70000' })).toThrow(/METRICS_LISTEN/);
    expect(() => parsed({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 16 characters/);
  });
});

describe('request metrics', () => {
  it('count answers by route pattern and status class, never by address', async () => {
    const app = await appWith({});
    const route = { route: `${API_BASE}/things/:id`, status_class: '2xx' };
    const before = sampleOf((await scrape(app)).body, 'storefront_http_request_duration_seconds_count', route);
    await app.inject({ url: `${API_BASE}/things/1` });
    await app.inject({ url: `${API_BASE}/things/2?x=y` });
    await app.inject({ url: '/no/such/address' });
    const text = (await scrape(app)).body;
    expect(sampleOf(text, 'storefront_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(text).not.toContain('/things/1');
    expect(text).toMatch(/storefront_http_request_duration_seconds_count\{route="unmatched",status_class="4xx"\} \d/);
  });

  it('count payment notifications by provider and outcome, an unknown provider as unknown', async () => {
    const app = await appWith({});
    const rejected = (text: string, provider: string) =>
      sampleOf(text, 'storefront_payment_webhooks_total', { provider, outcome: 'rejected' });
    const before = (await scrape(app)).body;
    await app.inject({ method: 'POST', url: `${API_BASE}/payments/webhook/test`, payload: {} });
    await app.inject({ method: 'POST', url: `${API_BASE}/payments/webhook/made-up`, payload: {} });
    await app.inject({ method: 'POST', url: `${API_BASE}/payments/webhook/cloudpayments`, payload: {} });
    const after = (await scrape(app)).body;
    expect(rejected(after, 'test')).toBe(rejected(before, 'test') + 1);
    expect(rejected(after, 'cloudpayments')).toBe(rejected(before, 'cloudpayments') + 1);
    expect(rejected(after, 'unknown')).toBe(rejected(before, 'unknown') + 1);
    expect(after).not.toContain('made-up');
  });

  it('name a page by its route in the domain table', () => {
    expect(pageLabel('/catalog/kukhnya/?page=2', 'localhost', {})).toBe('page:CatalogIndex');
    expect(pageLabel('/kz/catalog/kukhnya/', 'localhost', {})).toBe('page:CatalogIndex');
    expect(pageLabel('/_root.data', 'localhost', {})).toBe('data:MainIndex');
    expect(pageLabel('/no/such/page/', 'localhost', {})).toBe('page:unmatched');
  });
});
