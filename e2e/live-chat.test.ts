/**
 * The live chat (LIVE_CHAT_ID; the suite's server points it at a stand-in provider on an origin of
 * its own, e2e/support/server.ts): its script is not in the page, arrives once the page is idle
 * within the page's Content-Security-Policy, and the widget steps aside while a modal is open.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';

const { page: newPage } = useBrowser();

const widgetDisplay = (page: Page) =>
  page.locator('jdiv.test-live-chat').evaluate((element) => getComputedStyle(element).display);

describe.runIf(browserAvailable())('live chat', () => {
  it('loads the widget from its provider after the page is idle, never with the page', async () => {
    const answer = await fetch(`${baseUrl()}/`);
    // The page's data names the script; no script tag of the page loads it.
    expect(/<script[^>]*\ssrc="[^"]*\/widget\//.test(await answer.text()), 'a chat script tag in the page').toBe(false);
    const csp = answer.headers.get('content-security-policy') ?? '';
    const chatOrigin = csp.match(/script-src [^;]*?(http:\/\/127\.0\.0\.1:\d+)/)?.[1];
    expect(chatOrigin).toBeTruthy();
    expect(chatOrigin).not.toBe(baseUrl());

    const page = await newPage();
    const requested = page.waitForRequest('**/widget/e2e-widget.js');
    await page.goto('/');
    expect((await requested).url()).toBe(`${chatOrigin}/widget/e2e-widget.js`);
    await page.waitForFunction(() => 'testLiveChat' in window);
    const { ranAt, loadedAt } = await page.evaluate(() => ({
      ranAt: (window as unknown as { testLiveChat: { ranAt: number } }).testLiveChat.ranAt,
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    expect(loadedAt).toBeGreaterThan(0);
    expect(ranAt).toBeGreaterThan(loadedAt);
    expect(await page.locator('script[data-live-chat]').count()).toBe(1);
  });

  it('hides the widget while a modal is open and shows it again after', async () => {
    const page = await newPage();
    await page.addInitScript(() => localStorage.setItem('test-live-chat', 'visible'));
    await page.goto('/');
    await page.locator('jdiv.test-live-chat').waitFor();
    expect(await widgetDisplay(page)).toBe('block');

    await page.getByRole('link', { name: 'Войти' }).click();
    await page.getByRole('dialog', { name: 'Вход или регистрация' }).waitFor();
    await expect.poll(() => widgetDisplay(page)).toBe('none');
    mkdirSync('e2e/.artifacts', { recursive: true });
    await page.screenshot({ path: 'e2e/.artifacts/live-chat-modal.png' });

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => widgetDisplay(page)).toBe('block');
    await page.screenshot({ path: 'e2e/.artifacts/live-chat.png' });
  });
});
