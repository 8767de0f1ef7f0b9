/**
 * The API's per-address limit (API_RATE_LIMIT_PER_MIN) seen from the pages: a page whose API calls it
 * refuses answers 429 with Retry-After and the shop's own error page in its variant's language, never
 * React Router's bare 500; a form posted meanwhile says in the page how long to wait.
 *
 * It runs on a process of its own on the suite's database, with a small limit the test spends on purpose.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

const serverEnv = inject('serverEnv');
const shared = serverEnv.DATABASE_URL !== undefined;
const { page: newPage } = useBrowser();
/** Enough for a page and its scripts' calls; spent at once by the test's own calls. */
const LIMIT = 60;
let limited: RunningServer;

beforeAll(async () => {
  if (!shared) return;
  const port = await freePort();
  limited = await startServer({
    ...serverEnv,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    API_RATE_LIMIT_PER_MIN: String(LIMIT),
    RUN_JOBS: 'false',
  });
}, 240_000);

afterAll(async () => {
  await limited?.stop();
});

/** Spends this address's API calls of the current minute, with enough of the minute left to test in. */
async function spendTheLimit(): Promise<void> {
  for (let calls = 0; calls <= LIMIT; calls++) {
    const res = await fetch(`${limited.baseUrl}/api/v1/health`);
    if (res.status !== 429) continue;
    const wait = Number(res.headers.get('retry-after'));
    if (wait >= 15) return;
    // Too little of the minute left: spend the next one.
    await new Promise((r) => setTimeout(r, (wait + 1) * 1000));
    return spendTheLimit();
  }
  throw new Error(`no 429 after ${LIMIT + 1} calls`);
}

/** The page's text as a shopper reads it: no tags, no scripts. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe.skipIf(!shared)('pages under the per-address API limit', () => {
  it.runIf(browserAvailable())('a form posted past the limit says how long to wait, in the page', async () => {
    const page = await newPage();
    await page.goto(`${limited.baseUrl}/`);
    await spendTheLimit();
    await page.getByLabel('Электронная почта').fill('busy-form@example.com');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    const alert = page.locator('#newsletter-email-error');
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Сейчас слишком много запросов\. Попробуйте снова через \d+ (секунд|минут)/);
    // The page stays: its header, its footer's form.
    expect(await page.getByRole('button', { name: 'Подписаться' }).count()).toBe(1);
    await page.context().close();
  });

  it('answers a page 429 with Retry-After and the shop’s error page in its variant’s language', async () => {
    await spendTheLimit();
    const pages = [
      { path: '/search/?q=busy-ru', lang: 'ru', wait: /Сейчас слишком много запросов\. Попробуйте снова через \d+/ },
      { path: '/kz/search/?q=busy-kz', lang: 'kk', wait: /Қазір сұраулар тым көп\. \d+ \S+ күтіп, қайталаңыз\./ },
      { path: '/ae/search/?q=busy-en', lang: 'en', wait: /Too many requests right now\. Try again in \d+ seconds?\./ },
    ];
    for (const { path, lang, wait } of pages) {
      const res = await fetch(`${limited.baseUrl}${path}`);
      const html = await res.text();
      expect(res.status, path).toBe(429);
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(html, path).toContain(`<html lang="${lang}"`);
      const text = textOf(html);
      expect(text, path).toContain('429');
      expect(text, path).toMatch(wait);
      // The shop's words, never a message key, React Router's bare error or a stack.
      expect(text, path).not.toMatch(/errors\.\w+\.title|Unexpected Server Error|ApiError|\bat \S+ \(/);
    }
  });
});
