import { API_BASE } from '@storefront/domain/routes';
import { seoAddressPatterns } from '@storefront/domain/seo';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { withinAdmittedRequest } from '../lib/admitted-request.ts';
import { EventLoopDelay, isSheddable, registerLoadShedding } from './load-shedding.ts';

const request = (url: string, route?: string, method = 'GET') =>
  ({ method, url, routeOptions: { url: route } }) as never;

function blockFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // a synchronous task that holds the event loop
  }
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  it('sheds new pages and API calls, never assets, pictures, probes, messages or a page’s own calls', () => {
    expect(isSheddable(request('/catalog/kukhnya/', '/*'))).toBe(true);
    expect(isSheddable(request(`${API_BASE}/catalog?type=catalog`, `${API_BASE}/catalog`))).toBe(true);
    expect(isSheddable(request('/nowhere/'))).toBe(true);
    // Crawlers' feeds and sitemaps are whole-catalogue answers: shed like pages.
    for (const route of seoAddressPatterns()) expect(isSheddable(request(route, route)), route).toBe(true);
    expect(isSheddable(request('/assets/app-x1.css', '/assets/app-x1.css'))).toBe(false);
    expect(isSheddable(request('/favicon.svg', '/favicon.svg'))).toBe(false);
    expect(isSheddable(request('/images/products/1/0.svg', '/images/products/:id/:n'))).toBe(false);
    expect(isSheddable(request(`${API_BASE}/health/ready`, `${API_BASE}/health/ready`))).toBe(false);
    expect(isSheddable(request(`${API_BASE}/i18n/messages/ru-RU/shop/x`, `${API_BASE}/i18n/messages/*`))).toBe(false);
    withinAdmittedRequest(() => {
      expect(isSheddable(request(`${API_BASE}/layout`, `${API_BASE}/layout`))).toBe(false);
    });
  });

  it('never sheds placing an order, while the shopper’s other calls and pages are shed', () => {
    expect(isSheddable(request(`${API_BASE}/orders`, `${API_BASE}/orders`, 'POST'))).toBe(false);
    expect(isSheddable(request(`${API_BASE}/orders?x=1`, `${API_BASE}/orders`, 'POST'))).toBe(false);
    expect(isSheddable(request(`${API_BASE}/orders`, `${API_BASE}/orders`, 'GET'))).toBe(true);
    expect(isSheddable(request(`${API_BASE}/basket`, `${API_BASE}/basket`, 'GET'))).toBe(true);
    expect(isSheddable(request('/oformlenie-zakaza/', '/*'))).toBe(true);
  });

  it('measures how late the event loop runs, and reads an idle loop as no delay', async () => {
    const loop = new EventLoopDelay();
    try {
      await tick(600);
      expect(loop.delayMs).toBeLessThan(200);
      blockFor(400);
      // The overdue tick runs first once the loop is free, and reads how late it ran.
      await tick(10);
      expect(loop.delayMs).toBeGreaterThan(200);
      await tick(700);
      expect(loop.delayMs).toBeLessThan(200);
    } finally {
      loop.stop();
    }
  });

  it('answers a shed request with 503 and Retry-After while a file of the build still comes', async () => {
    const app = Fastify();
    registerLoadShedding(app, 100);
    app.get('/assets/app.css', async () => 'body{}');
    app.get(`${API_BASE}/catalog`, async () => ({ data: [] }));
    await app.ready();
    try {
      await tick(300);
      blockFor(500);
      await tick(10);
      const shed = await app.inject({ url: `${API_BASE}/catalog` });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('10');
      expect(shed.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
      expect((await app.inject({ url: '/assets/app.css' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
