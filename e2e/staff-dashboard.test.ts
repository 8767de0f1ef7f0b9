/**
 * The back office's dashboard in a browser: an administrator sees every section, the charts drawn by
 * the server as named images with their figures as tables; on a phone the page fits the screen,
 * with JavaScript off as well, and axe finds nothing to fix.
 */
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { DASHBOARD_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const SECTIONS = [
  'Заказы, которые ждут действий',
  'Заказы и выручка',
  'Хиты продаж, которых нет в наличии',
  'Поиски без результатов',
  'Скорость страниц у покупателей',
];

describe.runIf(browserAvailable())('the staff dashboard', () => {
  it('shows an administrator every section, its charts readable on a phone and without scripts', {
    timeout: 120_000,
  }, async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(admin, DASHBOARD_ADMIN);
    await admin.goto('/staff/');
    for (const name of SECTIONS) await admin.getByRole('heading', { level: 2, name }).waitFor();
    // Orders and revenue of each of the three variants over the last 14 days.
    const charts = admin.getByRole('img', { name: /по дням, последние 14 дней/ });
    expect(await charts.count()).toBe(6);
    await admin.getByText('Таблицей').first().click();
    expect(
      await admin
        .getByRole('row')
        .filter({ hasText: /\d{4} г\./ })
        .count(),
    ).toBe(14);
    expect(await violations(admin)).toEqual([]);

    const phone = await newPage({ javaScript: false, storageState: await admin.context().storageState() });
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto('/staff/');
    await phone.getByRole('heading', { level: 2, name: 'Заказы и выручка' }).waitFor();
    expect(await phone.getByRole('img', { name: /Выручка по дням/ }).count()).toBe(3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const chartWidth = await phone
      .locator('.bar-chart__plot')
      .first()
      .evaluate((svg) => svg.clientWidth);
    expect(chartWidth).toBeGreaterThan(280);
  });
});
