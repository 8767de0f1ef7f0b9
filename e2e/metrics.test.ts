/**
 * The production server's metrics as Prometheus scrapes them (decision 037): only with the token, and
 * pages counted by their route name, the page cache's hits and the renders behind them.
 */
import { describe, expect, it } from 'vitest';
import { sampleOf } from '../apps/api/src/test/prometheus-text.ts';
import { baseUrl } from './support/browser.ts';
import { METRICS_TOKEN } from './support/server.ts';

const scrape = async () => {
  const res = await fetch(`${baseUrl()}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};

describe('GET /metrics of the production server', () => {
  it('is refused without the token', async () => {
    expect((await fetch(`${baseUrl()}/metrics`)).status).toBe(401);
  });

  it('counts a guest page by its route, served from the page cache the second time', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${baseUrl()}/o-kompanii/`);
      expect(res.status).toBe(200);
      await res.text();
    }
    const after = await scrape();
    const pages = (text: string) =>
      sampleOf(text, 'storefront_http_request_duration_seconds_count', {
        route: 'page:AboutCompanyIndex',
        status_class: '2xx',
      });
    expect(pages(after)).toBe(pages(before) + 2);
    // The second is the kept page, or the first one's render if it is still being kept.
    const served = (text: string) =>
      sampleOf(text, 'storefront_cache_lookups_total', { cache: 'page', outcome: 'hit' }) +
      sampleOf(text, 'storefront_cache_lookups_total', { cache: 'page', outcome: 'joined' });
    expect(served(after)).toBeGreaterThan(served(before));
    expect(after).not.toContain('route="/o-kompanii/"');
  });
});
