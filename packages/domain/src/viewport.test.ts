import { describe, expect, it } from 'vitest';
import { viewportOfAgent } from './constants.ts';

describe('viewportOfAgent (spec section 9: viewport fallback)', () => {
  it('lays out pages for bots and TVs as for a desktop', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      'Mozilla/5.0 (Linux; Android 11; BRAVIA 4K VH2 Build/RTM1.220218.001) AppleWebKit/537.36',
      'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 TV Safari/537.36',
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0 Safari/537.36',
      'Roku/DVP-9.10 (519.10E04111A)',
      'Mozilla/5.0 (Linux; Tizen 2.4.0 TV; SAMSUNG)',
      'Mozilla/5.0 (webOS.TV-2020; Linux)',
    ]) {
      expect(viewportOfAgent(agent), agent).toBe('desktop');
    }
  });

  it('takes anything else, or no agent, for a phone', () => {
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'curl/8.5.0',
      'Mozilla/5.0 (Linux; Tizen 2.3; SAMSUNG SM-Z130H) AppleWebKit/537.3 (KHTML, like Gecko) Mobile Safari/537.3 TV',
      '',
      null,
    ]) {
      expect(viewportOfAgent(agent), String(agent)).toBe('mobile');
    }
  });

  it('reads an agent repeating a TV system 10,000 times in one pass (quadratic for /tizen[^;)]*tv/)', () => {
    expect(viewportOfAgent('tizen'.repeat(10_000))).toBe('mobile');
    expect(viewportOfAgent(`${'webos'.repeat(10_000)}tv`)).toBe('desktop');
  });
});
