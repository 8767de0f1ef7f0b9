/**
 * Two server processes on one database, one of them flooded with pages that must each be rendered
 * (searches nobody asked for before): the other keeps answering, and the flooded one sheds only new
 * page requests, with the shop's busy page and Retry-After, while its stylesheet and health probe
 * are still served.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, type RunningServer, startServer } from './support/server.ts';

const serverEnv = inject('serverEnv');
const shared = serverEnv.DATABASE_URL !== undefined;
let flooded: RunningServer;
let calm: RunningServer;

async function start(maxDelayMs: number): Promise<RunningServer> {
  const port = await freePort();
  return startServer({
    ...serverEnv,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAX_EVENT_LOOP_DELAY_MS: String(maxDelayMs),
    // The flood and the probes come from one address: on a machine that renders the flood fast, the
    // per-address API limit would answer the pages (and the health probe) 429 before the event loop
    // is slow enough to shed. Pages under that limit are busy-pages.test.ts's.
    API_RATE_LIMIT_PER_MIN: '0',
    RUN_JOBS: 'false',
  });
}

beforeAll(async () => {
  if (!shared) return;
  [flooded, calm] = await Promise.all([start(40), start(0)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([flooded?.stop(), calm?.stop()]);
});

describe.skipIf(!shared)('load shedding across two processes', () => {
  it('sheds new pages of the flooded process only, never its assets or probes, while the other answers', async () => {
    const home = await (await fetch(`${flooded.baseUrl}/`)).text();
    const stylesheet = home.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeTruthy();

    const statuses: number[] = [];
    let busyPage = '';
    let retryAfter: string | null = null;
    let flooding = true;
    let n = 0;
    const flooder = async () => {
      while (flooding) {
        const res = await fetch(`${flooded.baseUrl}/search/?q=${encodeURIComponent(`плед ${n++} ${Math.random()}`)}`);
        statuses.push(res.status);
        const text = await res.text();
        if (res.status === 503 && !busyPage) {
          busyPage = text;
          retryAfter = res.headers.get('retry-after');
        }
      }
    };
    const flood = Array.from({ length: 24 }, flooder);

    const assets: number[] = [];
    const probes: number[] = [];
    const calmPages: number[] = [];
    const until = Date.now() + 8000;
    while (Date.now() < until || !statuses.includes(503)) {
      if (Date.now() > until + 30_000) break;
      assets.push((await fetch(`${flooded.baseUrl}${stylesheet}`)).status);
      probes.push((await fetch(`${flooded.baseUrl}/api/v1/health`)).status);
      calmPages.push((await fetch(`${calm.baseUrl}/catalog/`)).status);
    }
    flooding = false;
    await Promise.all(flood);

    expect(statuses).toContain(503);
    // Rendered or shed, nothing else; a slow machine may shed every page of the flood.
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(retryAfter).toBe('10');
    expect(busyPage).toContain('<html lang="ru');
    expect(busyPage).toContain('503');
    expect(new Set(assets)).toEqual(new Set([200]));
    expect(new Set(probes)).toEqual(new Set([200]));
    expect(new Set(calmPages)).toEqual(new Set([200]));
  });
});
