/**
 * ops/varnish/storefront.vcl restates four of the shop's rules in VCL; this holds them to the
 * domain's: the session cookie that passes, the cookies a guest's page varies on, the layout a user
 * agent implies, and the language an Accept-Language header asks for.
 */
import { readFileSync } from 'node:fs';
import { COOKIES, viewportOfAgent } from '@storefront/domain/constants';
import { COOKIES_A_PAGE_VARIES_ON } from '@storefront/domain/http-cache';
import { detectLocale } from '@storefront/domain/i18n/translate';
import { VARIANTS } from '@storefront/domain/variants';
import { describe, expect, it } from 'vitest';

const vcl = readFileSync(new URL('../../../../../ops/varnish/storefront.vcl', import.meta.url), 'utf8');

/** A VCL regular expression as JavaScript reads it: `(?i)` becomes the i flag. */
function vclRegex(source: string): RegExp {
  return source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
}

describe('the VCL of the Varnish tier', () => {
  it('passes the session cookie the shop sets', () => {
    expect(vcl).toContain(`req.http.Cookie ~ "(^|;\\s*)${COOKIES.session.name}=") {\n        return (pass);`);
  });

  it('keeps exactly the cookies a guest page varies on', () => {
    const kept = /cookie\.keep\("([^"]+)"\)/.exec(vcl)?.[1]?.split(',');
    expect(kept?.sort()).toEqual([...COOKIES_A_PAGE_VARIES_ON].sort());
  });

  it('tells the layouts apart as the shop does', () => {
    const block = vcl.slice(
      vcl.indexOf('if (req.http.User-Agent ~'),
      vcl.indexOf('set req.http.X-Agent-Layout = "desktop"'),
    );
    const patterns = [...block.matchAll(/User-Agent ~ "((?:[^"\\]|\\.)*)"/g)].map((m) => vclRegex(m[1] as string));
    expect(patterns).toHaveLength(2);
    const agents = [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 SamsungBrowser/4.0 TV Safari/537.36',
      'Mozilla/5.0 (Linux; Tizen 6.0 TV) AppleWebKit/537.36',
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 Chrome/79.0 Safari/537.36 WebAppManager',
      'Mozilla/5.0 (Linux; webOS 5.0; tv) AppleWebKit/537.36',
      'Mozilla/5.0 (Linux; Tizen 2.3; SAMSUNG SM-Z130H) AppleWebKit/537.3 Mobile Safari/537.3',
      'Mozilla/5.0 (Linux; Android 9; AFTMM Build/PS7233) AppleWebKit/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome Lighthouse',
      'facebookexternalhit/1.1',
      'Roku4640X/DVP-7.70 (297.70E04154A)',
      'curl/8.5.0',
      '',
    ];
    for (const agent of agents) {
      const layout = patterns.some((pattern) => pattern.test(agent)) ? 'desktop' : 'mobile';
      expect(layout, agent).toBe(viewportOfAgent(agent) === 'desktop' ? 'desktop' : 'mobile');
    }
  });

  it('reduces Accept-Language to what picks the same language in every shop', () => {
    // Each `set req.http.Accept-Language = …` line, run as JavaScript would: regsuball everywhere,
    // regsub once, \1 as $1, std.tolower around it.
    const steps = [
      ...vcl.matchAll(
        /set req\.http\.Accept-Language = (std\.tolower\()?(regsuball|regsub)\(req\.http\.Accept-Language, "((?:[^"\\]|\\.)*)", "([^"]*)"\)/g,
      ),
    ];
    expect(steps).toHaveLength(4);
    const reduce = (header: string) =>
      steps.reduce((value, [, lower, fn, pattern, replacement]) => {
        const out = value.replace(
          new RegExp(pattern as string, fn === 'regsuball' ? 'g' : ''),
          (replacement as string).replaceAll('\\1', '$1'),
        );
        return lower ? out.toLowerCase() : out;
      }, header);
    const headers = [
      'ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7',
      'en-US,en;q=0.9',
      'kk-KZ,kk;q=0.9,ru-RU;q=0.8,ru;q=0.7,en-US;q=0.6',
      'kk,en;q=0.5',
      'de-DE,de;q=0.9,ru;q=0.8',
      'de-DE, fr;q=0.7',
      'EN-gb',
      'en-RU,en;q=0.9',
      'zh-Hant-TW;q=1, en;q=0.2',
      '*',
      ' ru ',
    ];
    expect(reduce(headers[0] as string)).toBe('ru,en');
    for (const header of headers) {
      const reduced = reduce(header);
      for (const variant of Object.values(VARIANTS)) {
        const asked = reduced === '' ? undefined : reduced;
        expect(detectLocale(variant, undefined, asked), `${header} → ${reduced}`).toBe(
          detectLocale(variant, undefined, header),
        );
      }
    }
  });
});
