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

export function useBrowser(): { page: (options?: { locale?: string }) => Promise<Page>; browser: () => Browser } {
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  afterEach(() => {
    const errors = pageErrors.splice(0);
    expect(errors, 'uncaught errors in the page').toEqual([]);
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
    /** A page in a fresh context; the browser language is Russian unless given. */
    async page({ locale = 'ru-RU' } = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ baseURL: baseUrl(), locale });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
}
