/**
 * The metrics of a whole app as a scraper reads them: what happens in the shop moves them, and every
 * metric the alert rules and the dashboard in ops/ name is one the process declares.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../db/schema/orders.ts';
import { markCatalogChanged } from '../modules/catalog/catalog-changes.ts';
import {
  callAs,
  moscowShop,
  pickupShopper,
  placeBody,
  setStock,
  skuAt,
} from '../modules/orders/orders.test-support.ts';
import { declaredMetrics, sampleOf } from '../test/prometheus-text.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { boundedLabel, countedGateway } from './metrics.ts';

const root = new URL('../../../../', import.meta.url).pathname;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** An online order of one piece placed by a fresh shopper; answers its number. */
async function placeOrder(): Promise<{ number: string; call: ReturnType<typeof callAs> }> {
  const db = t.database.db;
  const shop = await moscowShop(db);
  const sku = await skuAt(db, 0, 100_000);
  await setStock(db, sku.skuId, [{ storeId: shop, quantity: 10 }]);
  const user = await pickupShopper(db, shop, [{ skuId: sku.skuId, quantity: 1 }]);
  await db.insert(checkouts).values({ ownerKey: `u:${user.userId}`, paymentMethod: 'online' });
  const call = callAs(t.app, user.cookie);
  const placed = await call({
    method: 'POST',
    url: 'orders',
    body: placeBody(),
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.status).toBe(201);
  return { number: placed.body.data.order.number, call };
}

describe('the metrics of the shop', () => {
  it('count an order placed and cancelled by variant once its notices run, with the queue and gateways', async () => {
    const before = await scrape();
    const { number, call } = await placeOrder();
    // The notices wait in the queue: its depth shows them until a worker takes them.
    const waiting = await scrape();
    expect(sampleOf(waiting, 'storefront_job_queue_depth', { job: 'order-notice' })).toBeGreaterThanOrEqual(3);
    expect(sampleOf(waiting, 'storefront_job_oldest_age_seconds', { job: 'order-notice' })).toBeGreaterThanOrEqual(0);
    await t.app.jobs.drain();
    expect((await call({ method: 'POST', url: `orders/${number}/cancel`, body: {} })).status).toBe(200);
    await t.app.jobs.drain();

    const after = await scrape();
    const orders = (event: string, text: string) => sampleOf(text, 'storefront_orders_total', { event, variant: 'ru' });
    expect(orders('placed', after)).toBe(orders('placed', before) + 1);
    expect(orders('cancelled', after)).toBe(orders('cancelled', before) + 1);
    expect(orders('paid', after)).toBe(orders('paid', before));
    expect(sampleOf(after, 'storefront_job_queue_depth', { job: 'order-notice' })).toBe(0);
    const ran = (text: string) => sampleOf(text, 'storefront_jobs_total', { job: 'order-notice', outcome: 'ok' });
    expect(ran(after)).toBeGreaterThanOrEqual(ran(before) + 6);
    const mailed = (text: string) =>
      sampleOf(text, 'storefront_gateway_calls_total', {
        gateway: 'email',
        provider: 'outbox',
        operation: 'send',
        outcome: 'ok',
      });
    expect(mailed(after)).toBe(mailed(before) + 2);
    const payments = (text: string) =>
      sampleOf(text, 'storefront_gateway_calls_total', {
        gateway: 'payment',
        provider: 'test',
        operation: 'createPayment',
        outcome: 'ok',
      });
    expect(payments(after)).toBe(payments(before) + 1);
  });

  it('time API calls by route and count the listing cache', async () => {
    const listing = { route: '/api/v1/catalog', status_class: '2xx' };
    const count = (text: string) => sampleOf(text, 'storefront_http_request_duration_seconds_count', listing);
    const hits = (text: string) =>
      sampleOf(text, 'storefront_cache_lookups_total', { cache: 'catalog', outcome: 'hit' });
    const before = await scrape();
    let calls = 0;
    const list = async () => {
      calls++;
      expect((await t.app.inject({ url: '/api/v1/catalog?url=/catalog/kukhnya/' })).statusCode).toBe(200);
    };
    await list();
    // The stock an earlier test changed reaches the change feed in its own time and empties the cache
    // when it does: ask again until an answer comes from the cache.
    await expect
      .poll(
        async () => {
          await list();
          return hits(await scrape());
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThan(hits(before));
    expect(count(await scrape())).toBe(count(before) + calls);
  });

  it('see a committed catalogue change through the feed, and the index rebuilt', async () => {
    const seen = (text: string) => sampleOf(text, 'storefront_catalog_change_lag_seconds_count');
    const builds = (text: string) => sampleOf(text, 'storefront_catalog_index_build_seconds_count', { outcome: 'ok' });
    const before = await scrape();
    await t.database.db.transaction((tx) => markCatalogChanged(tx));
    await expect.poll(async () => seen(await scrape()), { timeout: 20_000, interval: 100 }).toBe(seen(before) + 1);
    await expect
      .poll(async () => builds(await scrape()), { timeout: 20_000, interval: 100 })
      .toBeGreaterThan(builds(before));
  });

  it("count real shoppers' vitals from the page-speed beacon by metric, page type and variant", async () => {
    const lcp = { metric: 'LCP', page_type: 'product', variant: 'kz' };
    const count = (text: string) => sampleOf(text, 'storefront_web_vital_seconds_count', lcp);
    const before = await scrape();
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/kz/api/v1/web-vitals',
      payload: {
        pageType: 'product',
        metrics: [
          { name: 'LCP', value: 1200 },
          { name: 'CLS', value: 0.02 },
        ],
      },
    });
    expect(beacon.statusCode).toBeLessThan(300);
    const after = await scrape();
    expect(count(after)).toBe(count(before) + 1);
    const cls = (text: string) =>
      sampleOf(text, 'storefront_web_vital_cls_count', { page_type: 'product', variant: 'kz' });
    expect(cls(after)).toBe(cls(before) + 1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('watch the connection pool and time its statements', async () => {
    const text = await scrape();
    expect(sampleOf(text, 'storefront_db_pool_idle')).toBeGreaterThan(0);
    expect(sampleOf(text, 'storefront_db_query_duration_seconds_count')).toBeGreaterThan(0);
  });

  it('declare every metric the alert rules and the dashboard read', async () => {
    const declared = declaredMetrics(await scrape());
    const used = new Set<string>();
    for (const file of ['ops/prometheus-alerts.yml', 'ops/grafana-dashboard.json']) {
      for (const [name] of readFileSync(`${root}${file}`, 'utf8').matchAll(/\b(?:storefront|nodejs|process)_\w+/g)) {
        used.add(name.replace(/_(bucket|count|sum)$/, ''));
      }
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !declared.has(name))).toEqual([]);
  });
});

describe('counting helpers', () => {
  it("count a gateway adapter's calls and errors by its kind and method, answers unchanged", async () => {
    const adapter = countedGateway('sms', {
      kind: 'made-up',
      send: async (to: string) => (to === 'fail' ? Promise.reject(new Error('down')) : `sent to ${to}`),
    });
    const calls = (text: string, outcome: string) =>
      sampleOf(text, 'storefront_gateway_calls_total', {
        gateway: 'sms',
        provider: 'made-up',
        operation: 'send',
        outcome,
      });
    const before = await scrape();
    expect(await adapter.send('a')).toBe('sent to a');
    await expect(adapter.send('fail')).rejects.toThrow('down');
    expect(adapter.kind).toBe('made-up');
    const after = await scrape();
    expect(calls(after, 'ok')).toBe(calls(before, 'ok') + 1);
    expect(calls(after, 'error')).toBe(calls(before, 'error') + 1);
  });

  it('keep a label to the values it has seen, up to its bound', () => {
    const label = boundedLabel(2);
    expect(['a', 'b', 'c', 'a', 'd'].map(label)).toEqual(['a', 'b', 'other', 'a', 'other']);
  });
});
