import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { deferHydration, deferHydrationStream, HYDRATION_SCRIPT_ID } from './hydration-rewrite.ts';
import type { RewriteMark } from './rewrite-marks.ts';

const nonce = 'abc+/=';
const MESSAGES = '__pageMessages';
/** The stream's options: `done` when it ends, misses into `missed`. */
const streamOptions = (done: () => void = () => {}, missed: RewriteMark[] = []) => ({
  messagesGlobal: MESSAGES,
  onFinal: done,
  onMissed: (mark: RewriteMark) => missed.push(mark),
});
// What React Router's <Scripts> writes (React hoists the links into the head), then streamed data.
const page = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  `<link nonce="${nonce}" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
  `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/shell.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/home.js" nonce="${nonce}"/>`,
  '</head><body><h1>Главная — ₸ ₽</h1>',
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>`,
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root.js";\n`,
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");</script>',
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[1]");</script>`,
  '</body></html>',
].join('');

describe('hydration scripts after the first paint', () => {
  it('takes the modulepreloads out and makes the module script inert, with a starter after it', () => {
    const html = deferHydration(page, MESSAGES) ?? '';
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="${nonce}" type="text/x-hydration" id="${HYDRATION_SCRIPT_ID}">import * as route0 from "/assets/root.js";`,
    );
    const starter = /<script nonce="abc\+\/=">(\(\(\)=>\{const n=document\.currentScript\.nonce;.*?)<\/script>/.exec(
      html,
    );
    expect(starter?.[1]).toContain('["/assets/entry.client.js","/assets/shell.js","/assets/home.js"]');
    // The page's messages are downloaded with the scripts, before them (the client entry awaits them).
    const script = starter?.[1] ?? '';
    const messages = script.indexOf('window.__pageMessages=fetch(m)');
    expect(messages).toBeGreaterThan(0);
    expect(messages).toBeLessThan(script.indexOf('modulepreload'));
    // The stylesheet, the page's text and the data scripts are as they were, in their places.
    expect(html).toContain(
      `<link nonce="${nonce}" rel="stylesheet" href="/assets/app.css" data-precedence="default"/>`,
    );
    expect(html.indexOf('streamController.enqueue')).toBeGreaterThan(html.indexOf(starter?.[1] ?? '-'));
    expect(html).toContain('<h1>Главная — ₸ ₽</h1>');
  });

  it('reads 50,000 characters of unclosed tags in one pass (quadratic for the old patterns)', () => {
    expect(deferHydration('<script'.repeat(7_000), MESSAGES)).toBeNull();
    const module = `<script nonce="${nonce}" type="module"`;
    const unclosed = '<link rel="modulepreload" href="h"'.repeat(1_500);
    const attacked = page.replace(module, unclosed + module);
    const inert = `<script nonce="${nonce}" type="text/x-hydration"`;
    expect(deferHydration(attacked, MESSAGES)).toBe(deferHydration(page, MESSAGES)?.replace(inert, unclosed + inert));
  });

  it('waits for the whole module script', () => {
    const end = page.indexOf('</script>', page.indexOf('type="module"'));
    expect(deferHydration(page.slice(0, end), MESSAGES)).toBeNull();
    expect(deferHydration(page.slice(0, end + '</script>'.length), MESSAGES)).not.toBeNull();
  });

  it('gives the same bytes however the page is cut into chunks, split characters included', async () => {
    const bytes = Buffer.from(page);
    const expected = deferHydration(page, MESSAGES);
    for (const size of [1, 2, 7, 64, 2048]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      let finished = false;
      const out = await text(
        Readable.from(chunks).pipe(
          deferHydrationStream(
            streamOptions(() => {
              finished = true;
            }),
          ),
        ),
      );
      expect(out, `chunks of ${size}`).toBe(expected);
      expect(finished).toBe(true);
    }
  });

  it('finds the module script after a long page, its tag cut between chunks', async () => {
    const long = page.replace('</h1>', `</h1>${'<p>Кухня</p>'.repeat(10_000)}`);
    const bytes = Buffer.from(long);
    const at = bytes.indexOf('type="module"');
    const chunks = [bytes.subarray(0, at - 5), bytes.subarray(at - 5, at + 3), bytes.subarray(at + 3)];
    const out = await text(Readable.from(chunks).pipe(deferHydrationStream(streamOptions())));
    expect(out).toBe(deferHydration(long, MESSAGES));
    expect(out).toContain(`id="${HYDRATION_SCRIPT_ID}"`);
  });

  it('passes a page without React Router’s module script through unchanged, and reports it', async () => {
    const plain = '<!DOCTYPE html><html><body><p>Ошибка</p><link rel="modulepreload" href="/x.js"/></body></html>';
    const missed: RewriteMark[] = [];
    const out = await text(
      Readable.from([Buffer.from(plain)]).pipe(deferHydrationStream(streamOptions(undefined, missed))),
    );
    expect(out).toBe(plain);
    expect(missed).toEqual(['module-script']);
  });

  it('reports a module script with no modulepreload links before it, and nothing for a page it rewrote', async () => {
    const rewrite = async (html: string) => {
      const missed: RewriteMark[] = [];
      await text(Readable.from([Buffer.from(html)]).pipe(deferHydrationStream(streamOptions(undefined, missed))));
      return missed;
    };
    expect(await rewrite(page)).toEqual([]);
    expect(await rewrite(page.replaceAll('rel="modulepreload"', 'rel="preload"'))).toEqual(['modulepreload']);
  });
});
