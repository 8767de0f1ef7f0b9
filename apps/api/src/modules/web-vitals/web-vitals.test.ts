import { WEB_VITALS_BEACON } from '@storefront/domain/web-vitals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { countStatements } from '../../db/statement-count.ts';
import { metricsText } from '../../observability/metrics.ts';
import { openTestDatabase, secondConnection, testConfig } from '../../test/test-app.ts';
import { createVitalsBatch, pruneWebVitals } from './vitals-batch.ts';
import { webVitalsP75 } from './vitals-report.ts';

let database: Database;
const errors: unknown[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** An app on the test database; closing it writes its batch. */
async function shop(): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(), database: { ...database, close: async () => {} } });
  await app.ready();
  return app;
}

let client = 0;
/** A beacon as a browser sends it: a JSON string as text/plain, from its own address. */
function beacon(app: FastifyInstance, body: unknown, { prefix = '', from = `10.0.0.${++client}` } = {}) {
  return app.inject({
    method: 'POST',
    url: `${prefix}/api/v1/web-vitals`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: from,
  });
}

describe('the page-speed beacon', () => {
  it('is counted per page type and variant, and the report gives each page type its p75', async () => {
    const app = await shop();
    for (const lcp of [900, 1900, 2900, 4900]) {
      const answer = await beacon(app, {
        pageType: 'product',
        metrics: [
          { name: 'LCP', value: lcp },
          { name: 'CLS', value: 0.02 },
        ],
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ data: { counted: 2 } });
    }
    const kz = await beacon(app, { pageType: 'listing', metrics: [{ name: 'INP', value: 120 }] }, { prefix: '/kz' });
    expect(kz.statusCode).toBe(200);
    // The process's histograms have them too, for Prometheus.
    const metrics = await metricsText();
    expect(metrics).toMatch(
      /storefront_web_vital_seconds_count\{metric="LCP",page_type="product",variant="ru"\} [1-9]/,
    );
    expect(metrics).toMatch(/storefront_web_vital_cls_count\{page_type="product",variant="ru"\} [1-9]/);
    await app.close();

    const ru = await webVitalsP75(database.db, { variant: 'ru' });
    expect(ru.today).toEqual([
      { pageType: 'product', metric: 'CLS', p75: 0.02, rating: 'good', samples: 4 },
      // 2900 ms is the third of four: its bucket runs to 3150 ms.
      { pageType: 'product', metric: 'LCP', p75: 3150, rating: 'needs-improvement', samples: 4 },
    ]);
    expect(ru.week).toEqual(ru.today);
    const all = await webVitalsP75(database.db);
    expect(all.today.map((r) => [r.pageType, r.metric, r.p75])).toEqual([
      ['listing', 'INP', 125],
      ['product', 'CLS', 0.02],
      ['product', 'LCP', 3150],
    ]);
    expect((await webVitalsP75(database.db, { variant: 'com' })).week).toEqual([]);
  });

  it('takes JSON too, and refuses what is not a page type, a metric or a plausible value with 400', async () => {
    const app = await shop();
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/web-vitals',
      payload: { pageType: 'home', metrics: [{ name: 'TTFB', value: 300 }] },
      remoteAddress: '10.0.1.1',
    });
    expect(json.statusCode).toBe(200);
    const bad = [
      { pageType: 'admin', metrics: [{ name: 'LCP', value: 1 }] },
      { pageType: 'home', metrics: [{ name: 'FID', value: 1 }] },
      { pageType: 'home', metrics: [{ name: 'LCP', value: -1 }] },
      { pageType: 'home', metrics: [{ name: 'LCP', value: WEB_VITALS_BEACON.maxMs + 1 }] },
      { pageType: 'home', metrics: [] },
      // Nothing else rides along: no address, no id.
      { pageType: 'home', metrics: [{ name: 'LCP', value: 1 }], url: '/product/x/?phone=79161234567' },
    ];
    for (const body of bad) {
      const answer = await beacon(app, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.fields.length).toBeGreaterThan(0);
    }
    expect((await beacon(app, '{not json')).statusCode).toBe(400);
    await app.close();
  });

  it('refuses a body over the size limit with 413', async () => {
    const app = await shop();
    const metrics = Array.from({ length: 200 }, () => ({ name: 'LCP', value: 1000.123456789 }));
    const answer = await beacon(app, { pageType: 'home', metrics });
    expect(answer.statusCode).toBe(413);
    await app.close();
  });

  it('lets one client address send a bounded number a minute: then 429 with Retry-After', async () => {
    const app = await shop();
    const body = { pageType: 'search', metrics: [{ name: 'TTFB', value: 100 }] };
    for (let i = 0; i < WEB_VITALS_BEACON.perMinute; i++) {
      expect((await beacon(app, body, { from: '10.0.2.1' })).statusCode).toBe(200);
    }
    const refused = await beacon(app, body, { from: '10.0.2.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await beacon(app, body, { from: '10.0.2.2' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('the page-speed batch', () => {
  const options = { flushMs: 60_000, maxPending: 3 };
  const samples = () =>
    queryRows<{ metric: string; le: number; samples: number }>(
      database.db,
      sql`select metric, le, samples::int from web_vitals where page_type = 'basket' order by metric, le`,
    );

  it('sends nothing until it writes, then one statement; two processes add up; a full batch drops', async () => {
    const other = await secondConnection(database);
    const batches = [database, other].map((d) => createVitalsBatch(d.db, (e) => errors.push(e), options));
    const at = new Date();
    const { statements } = await countStatements(async () => {
      for (const { record } of batches) {
        record({ variant: 'ru', pageType: 'basket', metric: 'INP', value: 150 }, at);
        record({ variant: 'ru', pageType: 'basket', metric: 'INP', value: 190 }, at);
        record({ variant: 'ru', pageType: 'basket', metric: 'LCP', value: 700 }, at);
        record({ variant: 'ru', pageType: 'basket', metric: 'CLS', value: 0 }, at);
      }
    });
    expect(statements).toBe(0);
    expect(batches.map((b) => b.batch.dropped)).toEqual([1, 1]);
    expect(await countStatements(() => batches[0]!.batch.flush())).toMatchObject({ statements: 1 });
    await Promise.all(batches.map((b) => b.batch.close()));
    await other.close();
    expect(await samples()).toEqual([
      { metric: 'INP', le: 160, samples: 2 },
      { metric: 'INP', le: 200, samples: 2 },
      { metric: 'LCP', le: 800, samples: 2 },
    ]);
    expect(errors).toEqual([]);
  });

  it('prunes days past the kept period', async () => {
    await database.db.execute(sql`insert into web_vitals (day, variant, page_type, metric, le, samples)
      values (current_date - 100, 'ru', 'home', 'LCP', 2500, 1), (current_date - 10, 'ru', 'home', 'LCP', 2500, 1)`);
    expect(await pruneWebVitals(database.db)).toBe(1);
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from web_vitals where day < current_date - 5`,
    );
    expect(left?.n).toBe(1);
  });
});
