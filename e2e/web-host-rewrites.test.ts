/**
 * The web host's rewrites rely on the shape of React Router's HTML (decision 017, rewrite-marks.ts):
 * the hydration rewrite on its module script and modulepreload links, the CSP hash rewrite on the
 * inline scripts that carry the render's nonce. This test renders real pages with the build, as the
 * host does, and fails when any expected shape was not found: after a React Router upgrade that
 * changes its output, here first, not silently in production.
 */
import { createHash } from 'node:crypto';
import { cachePage, freshNonce } from '@storefront/web-host/cached-page';
import { HYDRATION_SCRIPT_ID } from '@storefront/web-host/hydration-rewrite';
import { loadRenderer } from '@storefront/web-host/renderer';
import { REWRITE_MARKS, type RewriteMark } from '@storefront/web-host/rewrite-marks';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

const buildDir = new URL('../apps/web/build/', import.meta.url).pathname;
const PAGES = ['/', '/catalog/kukhnya/', '/kz/catalog/', '/ae/', '/novosti/', '/no-such-page/'];

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([^<]+)<\/script>/g)].map((m) => ({
    attributes: m[1] ?? '',
    text: m[2] ?? '',
  }));
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the rewrites against React Router’s output', () => {
  it('find every shape they rely on in pages the build renders', async () => {
    const render = await loadRenderer(buildDir, true);
    const origin = baseUrl();
    for (const path of PAGES) {
      const missed: RewriteMark[] = [];
      const nonce = freshNonce();
      const response = await render(new Request(`${origin}${path}`), {
        cspNonce: nonce,
        apiFetch: (api, init) => fetch(new URL(api, origin), init),
        vacanciesUrl: 'https://career.example.com/vacancies',
        rewriteMissed: (mark) => missed.push(mark),
      });
      const html = await response.text();
      expect(
        missed.map((mark) => REWRITE_MARKS[mark]),
        path,
      ).toEqual([]);
      // The hydration rewrite: the module script inert, its starter after it, no modulepreload left.
      expect(html, path).toContain(`type="text/x-hydration" id="${HYDRATION_SCRIPT_ID}"`);
      expect(html, path).toContain('document.currentScript.nonce');
      expect(html, path).not.toContain('<link rel="modulepreload"');
      expect(html, path).not.toMatch(/<script[^>]* type="module"/);
      // The hash rewrite: the kept copy allows exactly the render's inline scripts, by hash, without the nonce.
      const page = await cachePage({ status: 200, headers: [], text: html, nonce });
      const own = inlineScripts(html).filter((script) => script.attributes.includes(`nonce="${nonce}"`));
      expect(own.length, path).toBeGreaterThan(1);
      for (const script of own) expect(page.scriptSources, path).toContain(hashOf(script.text));
      expect(page.body.toString(), path).not.toContain(nonce);
    }
  });

  it('serve a kept page with a policy naming each of its inline scripts', async () => {
    const url = `${baseUrl()}/catalog/kukhnya/?rewrites=${Date.now()}`;
    expect((await fetch(url)).headers.get('x-page-cache')).toBeNull();
    const hit = await fetch(url);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const policy = hit.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain("'nonce-");
    const html = await hit.text();
    expect(html).toContain(`id="${HYDRATION_SCRIPT_ID}"`);
    const scripts = inlineScripts(html).filter((script) => !script.attributes.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(policy).toContain(hashOf(script.text));
  });
});
