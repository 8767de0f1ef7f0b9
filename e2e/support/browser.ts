/** Debian's Chromium driven by playwright-core; every test gets a fresh context. */
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

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

/**
 * A shop page requests its hydration scripts after its first paint (packages/web-host hydration-rewrite.ts),
 * so its load event may come before React has taken it over. The page's own navigations (goto, reload,
 * back, forward) return once it has, as a shopper's first tap finds a working page: a page that carries
 * the hydration script is waited for until root.tsx marks the document, for at most HYDRATION_WAIT_MS
 * (a test that refuses the scripts carries on with the server's page). A navigation asked to return
 * before the load event (`waitUntil: 'commit' | 'domcontentloaded'`) returns as asked.
 */
const HYDRATION_WAIT_MS = 10_000;

function returnOnceHydrated(page: Page): void {
  const hydrated = async (options?: { waitUntil?: string }) => {
    if (options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded') return;
    await page
      .waitForFunction(
        () => !document.getElementById('hydration-module') || document.documentElement.dataset.hydrated === 'true',
        undefined,
        { timeout: HYDRATION_WAIT_MS },
      )
      .catch(() => undefined);
  };
  const { goto, reload, goBack, goForward } = page;
  page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
    const response = await goto.call(page, url, options);
    await hydrated(options);
    return response;
  }) as Page['goto'];
  page.reload = (async (options?: Parameters<Page['reload']>[0]) => {
    const response = await reload.call(page, options);
    await hydrated(options);
    return response;
  }) as Page['reload'];
  page.goBack = (async (options?: Parameters<Page['goBack']>[0]) => {
    const response = await goBack.call(page, options);
    await hydrated(options);
    return response;
  }) as Page['goBack'];
  page.goForward = (async (options?: Parameters<Page['goForward']>[0]) => {
    const response = await goForward.call(page, options);
    await hydrated(options);
    return response;
  }) as Page['goForward'];
}

/** Lines of a failed test's journal printed: its last ones. */
const JOURNAL_LINES = 300;

/**
 * What a test's pages did, printed when the test fails, as a browser flow that fails once in many runs
 * cannot be watched again: each page's navigations, its document and data requests with their answers,
 * failed requests and console errors, in ms since the test began.
 */
function keepJournal(page: Page, journal: string[], started: () => number, name: string): void {
  const note = (line: string) => {
    const short = line.length > 240 ? `${line.slice(0, 240)}…` : line;
    journal.push(`${String(Date.now() - started()).padStart(6)} ${name} ${short}`);
    if (journal.length > JOURNAL_LINES) journal.shift();
  };
  const watched = (kind: string) => kind === 'document' || kind === 'fetch' || kind === 'xhr';
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('request', (request) => {
    if (watched(request.resourceType())) note(`→ ${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (watched(response.request().resourceType())) note(`← ${response.status()} ${response.url()}`);
  });
  // A navigation aborts the last page's script loads: those say nothing.
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    if (watched(request.resourceType()) || !error.includes('ERR_ABORTED'))
      note(`✗ ${request.method()} ${request.url()}: ${error}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
}

interface PageOptions {
  locale?: string;
  javaScript?: boolean;
  /** Cookies to start from, e.g. a shopper logged in by a page that ran scripts (the login needs them). */
  storageState?: BrowserContextOptions['storageState'];
  /** Another server of the suite (one a test started with settings of its own); the suite's by default. */
  baseUrl?: string;
}

export function useBrowser(): {
  page: (options?: PageOptions) => Promise<Page>;
  browser: () => Browser;
} {
  let browser: Browser | undefined;
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  const journal: string[] = [];
  let testStarted = Date.now();
  let pagesOpened = 0;
  beforeEach(({ onTestFailed }) => {
    journal.length = 0;
    testStarted = Date.now();
    pagesOpened = 0;
    onTestFailed(() => console.log(`What the test's pages did (ms since it began):\n${journal.join('\n')}`));
  });
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
    async page({ locale = 'ru-RU', javaScript = true, storageState, baseUrl: base = baseUrl() }: PageOptions = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        baseURL: base,
        locale,
        javaScriptEnabled: javaScript,
        ...(storageState ? { storageState } : {}),
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
          );
        });
      });
      const page = await context.newPage();
      pagesOpened += 1;
      keepJournal(page, journal, () => testStarted, `page ${pagesOpened}`);
      if (javaScript) returnOnceHydrated(page);
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
