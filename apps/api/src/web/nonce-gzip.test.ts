import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../lib/accept-encoding.ts';
import { freshNonce, NonceGzip } from './nonce-gzip.ts';

const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="ru"><head><script nonce="${nonce}">window.a=1</script></head>` +
  `<body>${'<li>Кастрюля эмалированная, 3 л — 2 490 ₽</li>'.repeat(2000)}` +
  `<script nonce="${nonce}" type="module">import("/assets/x.js")</script></body></html>`;

describe('gzip of a cached page with a fresh nonce', () => {
  it('decompresses to the page with the new nonce in every place, in far fewer bytes', () => {
    const gzip = new NonceGzip(page('OLDnonce=='), 'OLDnonce==');
    for (const nonce of ['fresh+nonce/1==', 'another-nonce-of-other-length']) {
      const answer = gzip.answer(nonce);
      expect(gunzipSync(answer).toString()).toBe(page(nonce));
      expect(answer.length).toBeLessThan(page(nonce).length / 10);
    }
  });

  it('answers nonces of changing lengths, each decompressing to its own page', () => {
    const gzip = new NonceGzip(page('OLDnonce=='), 'OLDnonce==');
    for (const nonce of ['a', 'bb==', 'a', freshNonce(), freshNonce(), 'x'.repeat(300)]) {
      expect(gunzipSync(gzip.answer(nonce)).toString()).toBe(page(nonce));
    }
  });

  it('works with the nonce at either end or absent', () => {
    for (const text of ['N0NCE<html>x</html>N0NCE', '<html>no nonce here</html>', 'N0NCE', '']) {
      expect(gunzipSync(new NonceGzip(text, 'N0NCE').answer('fresh')).toString()).toBe(
        text.replaceAll('N0NCE', 'fresh'),
      );
    }
  });
});

describe('fresh nonces', () => {
  it('are 16 random bytes in base64, never the same twice', () => {
    const nonces = Array.from({ length: 2000 }, freshNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip unless refused', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, gzip;q=0.0')).toBe(false);
    expect(acceptsGzip('x-gzip-ish')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
