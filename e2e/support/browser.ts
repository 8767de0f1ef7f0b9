/** Debian's Chromium driven by playwright-core; every test gets a fresh context. */
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags for a closed network: no background traffic to hosts it cannot reach. */
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const browserAvailable = () => inject('browserAvailable');
export const baseUrl = () => inject('baseUrl');

export function useBrowser(): {
  page: (options?: { locale?: string; javaScript?: boolean }) => Promise<Page>;
  browser: () => Browser;
} {
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  afterEach(() => {
    const errors = pageErrors.splice(0);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    const violations = cspViolations.splice(0);
    expect(violations, 'Content-Security-Policy violations in the page').toEqual([]);
  });
  beforeAll(async () => {
    if (!browserAvailable()) return;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    /** A page in a fresh context; the browser language is Russian unless given, scripts run unless turned off. */
    async page({ locale = 'ru-RU', javaScript = true } = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ baseURL: baseUrl(), locale, javaScriptEnabled: javaScript });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      // Every page of the suite must meet the shop's Content-Security-Policy: a refused script,
      // style, frame or connection is reported in the console and fails the test.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(message.text())) {
          cspViolations.push(`${page.url()}: ${message.text()}`);
        }
      });
      return page;
    },
  };
}
