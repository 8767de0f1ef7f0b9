import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppEvents } from '../../lib/app-events.ts';
import { testConfig } from '../../test/test-app.ts';
import { batchingPurger, PURGE_PENDING_MAX } from './cache-purger.ts';
import { purgeOnChanges } from './purge-on-change.ts';
import { varnishPurge } from './varnish-purge.ts';
import { webhookPurge } from './webhook-purge.ts';

interface Received {
  method: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in cache: records every request, answers `status`, and wakes whoever waits for the next one. */
let server: Server;
let url = '';
let received: Received[] = [];
let status = 200;
let waiting: (() => void)[] = [];
const nextRequest = () => new Promise<void>((resolve) => waiting.push(resolve));

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', headers: request.headers, body });
      response.writeHead(status).end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  status = 200;
  waiting = [];
});

const noErrors = (error: unknown) => {
  throw error;
};

describe('purging a Varnish tier by key', () => {
  it('gathers the keys asked for at once into one PURGE with an xkey header, to every instance', async () => {
    const purger = batchingPurger(varnishPurge([url, `${url}/`]), noErrors);
    purger.purge(['catalog']);
    purger.purge(['content', 'catalog']);
    await purger.close();
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.method).toBe('PURGE');
      expect(request.headers.xkey).toBe('catalog content');
    }
  });

  it('splits a batch into requests of the adapter’s size and bounds what waits', async () => {
    const purger = batchingPurger(varnishPurge([url]), noErrors);
    purger.purge(Array.from({ length: 250 }, (_, i) => `product-${i}`));
    await purger.close();
    expect(received.map((r) => String(r.headers.xkey).split(' ').length)).toEqual([100, 100, 50]);
    received = [];
    purger.purge(Array.from({ length: PURGE_PENDING_MAX + 1 }, (_, i) => `product-${i}`));
    await purger.close();
    expect(received.map((r) => r.headers.xkey)).toEqual(['all']);
  });

  it('logs a refused purge and goes on', async () => {
    status = 403;
    const failures: string[][] = [];
    const purger = batchingPurger(varnishPurge([url]), (_error, keys) => failures.push(keys));
    purger.purge(['catalog']);
    await purger.close();
    expect(failures).toEqual([['catalog']]);
    status = 200;
    purger.purge(['content']);
    await purger.close();
    expect(received.map((r) => r.headers.xkey)).toEqual(['catalog', 'content']);
  });
});

describe('purging a CDN through a webhook', () => {
  it('posts the keys as surrogate_keys, in a Surrogate-Key header too, with the token, soft', async () => {
    const purger = batchingPurger(webhookPurge(`${url}/purge`, 'secret-token'), noErrors);
    purger.purge(['content-page-7', 'content']);
    await purger.close();
    expect(received).toHaveLength(1);
    const [request] = received as [Received];
    expect(request.method).toBe('POST');
    expect(request.headers.authorization).toBe('Bearer secret-token');
    expect(request.headers['surrogate-key']).toBe('content-page-7 content');
    expect(request.headers['fastly-soft-purge']).toBe('1');
    expect(JSON.parse(request.body)).toEqual({ surrogate_keys: ['content-page-7', 'content'] });
  });
});

describe('purges of the app’s changes', () => {
  it('purges the catalogue on a catalogue change, and content now and once more when other processes’ copies have expired', async () => {
    const events = new AppEvents();
    const purger = batchingPurger(varnishPurge([url]), noErrors, 0);
    const stop = purgeOnChanges(events, purger, 20);
    events.emit('catalogChanged');
    await purger.close();
    expect(received.map((r) => r.headers.xkey)).toEqual(['catalog']);
    const trailing = nextRequest().then(nextRequest);
    events.emit('contentChanged');
    await trailing;
    expect(received.map((r) => r.headers.xkey)).toEqual(['catalog', 'content', 'content']);
    stop();
    await purger.close();
  });
});

describe('HTTP_CACHE_PURGE', () => {
  it('names no purger, Varnish instances or one webhook, and refuses anything else', () => {
    expect(testConfig().HTTP_CACHE_PURGE).toEqual({ kind: 'none' });
    expect(
      testConfig({ HTTP_CACHE_PURGE: 'varnish:http://127.0.0.1:6081, http://10.0.0.2:6081' }).HTTP_CACHE_PURGE,
    ).toEqual({
      kind: 'varnish',
      urls: ['http://127.0.0.1:6081', 'http://10.0.0.2:6081'],
    });
    expect(testConfig({ HTTP_CACHE_PURGE: 'webhook:https://purge.example/keys' }).HTTP_CACHE_PURGE).toEqual({
      kind: 'webhook',
      url: 'https://purge.example/keys',
    });
    for (const bad of [
      'varnish',
      'varnish:127.0.0.1:6081',
      'webhook:https://a.example,https://b.example',
      'fastly:x',
    ]) {
      expect(() => testConfig({ HTTP_CACHE_PURGE: bad }), bad).toThrow(/HTTP_CACHE_PURGE/);
    }
  });
});
