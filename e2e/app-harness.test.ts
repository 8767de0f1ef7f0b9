/**
 * The app harness (/staff/app-harness/): a staff member frames a shop page in app mode, sees the
 * messages the page sends to the fake app, and answers as the app would.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { HARNESS_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const shot = (page: Page, name: string) => {
  mkdirSync('e2e/.artifacts', { recursive: true });
  return page.screenshot({ path: `e2e/.artifacts/${name}.png`, fullPage: true });
};

describe.runIf(browserAvailable())('app harness', () => {
  it('logs the framed page’s messages, and the page follows the fake app’s answers', { timeout: 120_000 }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(page, HARNESS_ADMIN);
    await page.goto('/staff/app-harness/?page=/catalog/');
    await page.getByRole('heading', { level: 1, name: 'Стенд приложения' }).waitFor();
    const log = page.getByRole('log', { name: 'Сообщения страницы' });
    const frame = page.frameLocator('iframe[title="Страница магазина в ненастоящем приложении"]');

    // The page reports itself as a screen of the app, without the site's chrome.
    await log.getByText('{"url":"/catalog/?app_mode=mobile-app","name":"CatalogIndex"}').waitFor();
    expect(await frame.locator('.site-header').count()).toBe(0);
    // Something the shopper does inside is handed to the app.
    await frame.getByRole('button', { name: 'Фильтры' }).click();
    await log.locator('li', { hasText: 'openFilter' }).waitFor();
    expect(await frame.getByRole('dialog').count()).toBe(0);
    await shot(page, 'app-harness-1280');

    // A web view keeps the site's header, whose city the app's answer changes.
    const popular = (await (await page.request.get('/api/v1/locations/popular')).json()).data as {
      cities: { location_code: string; city: string }[];
    }[];
    const other = popular.flatMap((c) => c.cities).find((c) => c.city !== 'Москва');
    if (!other) throw new Error('no second city');
    await page.getByLabel('Адрес страницы').fill('/');
    await page.getByLabel('Режим').selectOption({ label: 'Веб-вью' });
    await page.getByRole('button', { name: 'Открыть' }).click();
    await page.waitForURL(/mode=web-view/);
    await frame.getByRole('button', { name: 'Ваш город: Москва' }).waitFor();
    await frame.getByRole('button', { name: 'Ваш город: Москва' }).click();
    await log.locator('li', { hasText: 'updateCity' }).waitFor();

    await page.getByLabel('Код города').fill(other.location_code);
    await page.getByRole('button', { name: 'Сообщить: город изменён' }).click();
    await log
      .locator('li', { hasText: `приложение → страница cityChanged {"locationCode":"${other.location_code}"}` })
      .waitFor();
    await frame.getByRole('button', { name: `Ваш город: ${other.city}` }).waitFor({ timeout: 20_000 });

    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'app-harness-375');
  });

  it('is for staff only', async () => {
    const page = await newPage();
    const answer = await page.goto('/staff/app-harness/');
    expect(answer?.status()).toBe(401);
    expect(await page.locator('iframe').count()).toBe(0);
  });
});
