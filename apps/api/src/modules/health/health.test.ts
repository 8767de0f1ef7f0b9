import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, openTestDatabase, type TestApp, testConfig } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readiness = (app: FastifyInstance) => app.inject({ url: '/api/v1/health/ready' });

/** A new app builds its catalogue index first: readiness answers 200 once it has. */
const untilReady = (app: FastifyInstance) =>
  expect.poll(async () => (await readiness(app)).statusCode, { timeout: 20_000, interval: 50 }).toBe(200);

describe('health', () => {
  it('answers liveness and readiness with the database, the job queue and the catalogue index up', async () => {
    const live = await t.app.inject({ url: '/api/v1/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    await untilReady(t.app);
    expect((await readiness(t.app)).json()).toEqual({
      data: { status: 'ready', database: 'up', jobs: 'up', catalog: 'up', load: 'up', replica: 'none' },
    });
  });

  it('is not ready until the catalogue index is built, and ready once it is', async () => {
    const database = await openTestDatabase();
    // The index cannot be read at start: its build fails and is tried again.
    await database.db.execute(sql`alter table catalog_products rename to catalog_products_away`);
    const app = await buildApp({ config: testConfig(), database });
    try {
      await app.ready();
      const res = await readiness(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        data: { status: 'not-ready', database: 'up', jobs: 'up', catalog: 'down', load: 'up', replica: 'none' },
      });
      await database.db.execute(sql`alter table catalog_products_away rename to catalog_products`);
      await untilReady(app);
      expect((await readiness(app)).json().data.catalog).toBe('up');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is not ready while it sheds load, and still alive', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig({ MAX_EVENT_LOOP_DELAY_MS: '50' }), database });
    try {
      await untilReady(app);
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // holds the event loop, as a flood of renders would
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      const res = await readiness(app);
      expect(res.statusCode).toBe(503);
      expect(res.json().data.load).toBe('down');
      expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is not ready while the job queue is stopped, and ready again once it is back', async () => {
    const own = await createTestApp();
    try {
      await untilReady(own.app);
      await own.app.jobs.stop();
      const res = await readiness(own.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        data: { status: 'not-ready', database: 'up', jobs: 'down', catalog: 'up', load: 'up', replica: 'none' },
      });
      await own.app.jobs.prepare();
      expect((await readiness(own.app)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('is not ready without its database but still alive', async () => {
    const own = await createTestApp();
    await untilReady(own.app);
    await own.database.close();
    try {
      const res = await readiness(own.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        data: { status: 'not-ready', database: 'down', jobs: 'down', catalog: 'up', load: 'up', replica: 'none' },
      });
      expect((await own.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await own.app.close();
    }
  });
});

describe('API basics', () => {
  it('serves an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/layout',
        '/api/v1/health',
        '/api/v1/health/ready',
        '/api/v1/subscriptions/newsletter',
      ]),
    );
    expect(doc.paths['/api/v1/layout'].get.parameters.map((p: { name: string }) => p.name)).toContain('pageUrl');
  });

  it('answers unknown API paths with the error envelope', async () => {
    const res = await t.app.inject({ url: '/kz/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Route not found' } });
  });

  it('serves the main page blocks with prices in the variant currency', async () => {
    type Block = { kind: string; products?: { price: { currency: string }; url: string }[] };
    const cards = async (url: string) =>
      ((await t.app.inject({ url })).json().data.blocks as Block[]).flatMap((b) => b.products ?? []);
    const ru = await cards('/api/v1/pages/main');
    expect(ru.length).toBeGreaterThan(0);
    expect(ru[0]!.price.currency).toBe('RUB');
    expect(ru[0]!.url).toMatch(/^\/product\/[a-z0-9-]+\/$/);
    const ae = await cards('/ae/api/v1/pages/main');
    expect(ae[0]!.price.currency).toBe('AED');
    expect(ae[0]!.url).toMatch(/^\/ae\/product\//);
  });

  it('draws product images as SVG and 404s unknown ones', async () => {
    const ok = await t.app.inject({ url: '/images/products/1/1.svg' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('image/svg+xml');
    expect(ok.body).toContain('<svg');
    expect((await t.app.inject({ url: '/images/products/999999/1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/images/products/abc/1.svg' })).statusCode).toBe(400);
    for (const url of ['/images/categories/1.svg', '/images/categories/banners/1.svg', '/images/home/hero.svg']) {
      const picture = await t.app.inject({ url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
    }
    expect((await t.app.inject({ url: '/images/categories/banners/999999.svg' })).statusCode).toBe(404);
  });
});
