import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  cachePage,
  countHit,
  DENSEST_AFTER_HITS,
  freshNonce,
  inlineScriptHashes,
  lacksNoncedScripts,
} from './cached-page.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (nonce: string, price = '2 490 ₽') =>
  `<!DOCTYPE html><html lang="ru"><head><script nonce="${nonce}">window.a=1</script>` +
  `<script type="application/ld+json">{"@type":"Product"}</script><script nonce="${nonce}" src="/assets/x.js"></script></head>` +
  `<body><div class="seo"><script>stored()</script></div>${`<li>Кастрюля эмалированная, 3 л — ${price}</li>`.repeat(2000)}` +
  `<script nonce="${nonce}" type="text/x-hydration" id="hydration-module">import("/assets/x.js")</script></body></html>`;
const rendered = (nonce: string, price?: string) => ({ status: 200, headers: [], text: page(nonce, price), nonce });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('a cached page', () => {
  it('keeps the page without its render’s nonce, in brotli and gzip, in far fewer bytes', async () => {
    const cached = await cachePage(rendered('OLDnonce=='));
    const text = cached.body.toString();
    expect(text).not.toContain('OLDnonce==');
    expect(text).toBe(page('OLDnonce==').replaceAll(' nonce="OLDnonce=="', ''));
    expect(brotliDecompressSync(cached.br).toString()).toBe(text);
    expect(gunzipSync(cached.gzip).toString()).toBe(text);
    expect(cached.br.length).toBeLessThan(cached.gzip.length);
    expect(cached.gzip.length).toBeLessThan(text.length / 10);
  });

  it('allows exactly the render’s inline scripts by their hashes: the hydration module’s too, not one without its nonce', async () => {
    const cached = await cachePage(rendered('n'));
    expect(cached.scriptSources).toBe(`${sha('window.a=1')} ${sha('import("/assets/x.js")')}`);
    expect(cached.scriptSources).not.toContain(sha('stored()'));
    expect(inlineScriptHashes('<script nonce="n"></script><p>no scripts</p>', 'n')).toEqual([]);
  });

  it('hashes scripts after tags that only look like one, and stops at a tag never closed', () => {
    const html = '<scripts nonce="n">a()</script><script nonce="n">b()</script><script nonce="n">c()';
    expect(inlineScriptHashes(html, 'n')).toEqual([sha('b()')]);
  });

  it('answers at once for a page of 12,000 unclosed script tags (quadratic for the old pattern)', () => {
    const page = `<script nonce="n">a()</script>${'<script/0'.repeat(6_000)}${'<script>'.repeat(6_000)}`;
    expect(inlineScriptHashes(page, 'n')).toEqual([sha('a()')]);
  });

  it('is recompressed densest once asked for again, still the same page', async () => {
    const cached = await cachePage(rendered('n'));
    const first = cached.br;
    for (let hit = 1; hit < DENSEST_AFTER_HITS; hit++) countHit(cached);
    expect(cached.brDensest).toBe(false);
    for (let hit = 1; !cached.brDensest && hit < 200; hit++) {
      countHit(cached);
      await until(() => cached.brDensest);
    }
    expect(cached.brDensest).toBe(true);
    expect(cached.br.length).toBeLessThanOrEqual(first.length);
    expect(brotliDecompressSync(cached.br).toString()).toBe(cached.body.toString());
  });

  it('keeps the compression of the render before when the bytes are the same, not when they changed', async () => {
    const before = await cachePage(rendered('first'));
    for (let hit = 0; !before.brDensest && hit < 200; hit++) {
      countHit(before);
      await until(() => before.brDensest);
    }
    const same = await cachePage(rendered('second'), before);
    expect(same.br).toBe(before.br);
    expect(same.brDensest).toBe(true);
    expect(same.hits).toBe(0);
    const changed = await cachePage(rendered('third', '1 990 ₽'), before);
    expect(changed.br).not.toBe(before.br);
    expect(brotliDecompressSync(changed.br).toString()).toContain('1 990 ₽');
  });
});

describe('fresh nonces', () => {
  it('are 16 random bytes in base64, never the same twice', () => {
    const nonces = Array.from({ length: 2000 }, freshNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('a kept copy without inline scripts', () => {
  const nonce = 'n0nce';
  const rendered = (type: string, text: string) => ({
    status: 200,
    headers: [['Content-Type', type]] as [string, string][],
    text,
    nonce,
  });

  it('is a miss of the rewrite for an HTML page, whose render always has nonced scripts', async () => {
    const bare = rendered('text/html; charset=utf-8', '<html><body><p>no scripts</p></body></html>');
    expect(lacksNoncedScripts(bare, await cachePage(bare))).toBe(true);
    const drawn = rendered('text/html; charset=utf-8', `<script nonce="${nonce}">window.x=1</script>`);
    expect(lacksNoncedScripts(drawn, await cachePage(drawn))).toBe(false);
  });

  it("is what a navigation's data answer is, and no miss", async () => {
    const data = rendered('text/x-script', '[{"_1":2},"routes/catalog",{"data":[]}]');
    expect(lacksNoncedScripts(data, await cachePage(data))).toBe(false);
  });
});
