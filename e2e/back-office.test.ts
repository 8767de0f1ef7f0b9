/**
 * The back office in a browser: an administrator (STAFF_PHONES of the test server) grants a role,
 * which the audit log records, and the new staff member sees only the sections their role opens.
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage, type TestPhone } from './support/sms-login.ts';
import { grantRole, STAFF_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

const ADMIN = STAFF_ADMIN;
const MANAGER: TestPhone = { typed: '+7 916 555-60-01', digits: '79165556001' };
/** An administrator of their own (STAFF_PHONES): a phone gets one login code a minute. */
const CROSSING_ADMIN: TestPhone = { typed: '+7 918 100-00-01', digits: '79181000001' };

describe.runIf(browserAvailable())('back office', () => {
  it('an administrator grants the order manager role, and the audit log shows it', { timeout: 120_000 }, async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(admin, ADMIN);
    await admin.goto('/staff/');
    expect(await admin.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    // The back office's own sheet comes with its layout (the shop's pages never load it) and lays it out.
    expect(await admin.locator('link[rel="stylesheet"][href*="staff-app"]').count()).toBe(1);
    expect(await admin.locator('.staff-shell').evaluate((shell) => getComputedStyle(shell).flexDirection)).toBe(
      'column',
    );
    const nav = admin.getByRole('navigation', { name: 'Разделы бэк-офиса' });
    await nav.getByRole('link', { name: 'Сотрудники и роли' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Сотрудники и роли' }).waitFor();

    await grantRole(admin, MANAGER, 'Менеджер заказов');

    await admin.getByLabel('Поиск').fill('555-60-01');
    await admin.getByRole('button', { name: 'Показать' }).click();
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    const row = admin.getByRole('row').nth(1);
    expect(await row.textContent()).toContain('Менеджер заказов');
    // The headers that sort (links) and the plain ones set their words on one line.
    const wordTops = await admin.locator('thead th').evaluateAll((cells) =>
      cells.map((cell) => {
        const words = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT).nextNode();
        const range = document.createRange();
        if (words) range.selectNodeContents(words);
        return range.getBoundingClientRect().top;
      }),
    );
    expect(Math.max(...wordTops) - Math.min(...wordTops)).toBeLessThan(0.5);
    const csv = admin.getByRole('link', { name: 'Выгрузить CSV' });
    // A phone begins with '+', which a spreadsheet would compute: the export quotes it as text.
    expect(decodeURIComponent((await csv.getAttribute('href')) ?? '')).toContain(`"'+${MANAGER.digits}",`);

    await nav.getByRole('link', { name: 'Журнал изменений' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Журнал изменений' }).waitFor();
    const entry = admin.getByRole('row').filter({ hasText: 'staff.grant' }).filter({ hasText: '"orders"' });
    await expect.poll(() => entry.count()).toBe(1);
  });

  it('the order manager sees only the sections their role opens', { timeout: 120_000 }, async () => {
    const manager = await newPage();
    await logInOnLoginPage(manager, MANAGER);
    await manager.goto('/staff/');
    await manager.getByText('Ваши роли: Менеджер заказов').waitFor();
    const managerNav = manager.getByRole('navigation', { name: 'Разделы бэк-офиса' });
    expect(await managerNav.getByRole('link', { name: 'Сотрудники и роли' }).count()).toBe(0);
    const refused = await manager.goto('/staff/members/');
    expect(refused?.status()).toBe(403);
    await manager.getByText('У вашей учётной записи нет роли, открывающей эту страницу.').waitFor();
  });

  it('asks a guest to log in', async () => {
    const guest = await newPage();
    const res = await guest.goto('/staff/audit/');
    expect(res?.status()).toBe(401);
    await guest.getByRole('link', { name: 'Войти' }).waitFor();
  });

  it('a navigation out of the back office and back draws each side with its own messages, loaded first', async () => {
    const admin = await newPage();
    const missing: string[] = [];
    admin.on('console', (message) => {
      if (/Missing message/.test(message.text())) missing.push(message.text());
    });
    const downloads: string[] = [];
    admin.on('request', (request) => {
      if (request.url().includes('/i18n/messages/')) downloads.push(new URL(request.url()).pathname);
    });
    await logInOnLoginPage(admin, CROSSING_ADMIN);
    await admin.goto('/staff/');
    const area = () => admin.evaluate(() => document.documentElement.dataset.messages ?? '');
    expect(await area()).toMatch(/\/ru-RU\/back-office\//);
    // In the page's router, not a document load: the root loads again and names the shop's messages.
    const navigate = (to: string) =>
      admin.evaluate((path) => {
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate(path);
      }, to);
    await navigate('/');
    await expect.poll(area).toMatch(/\/ru-RU\/shop\//);
    await admin
      .getByRole('banner')
      .getByRole('link', { name: /Корзина/ })
      .first()
      .waitFor();
    expect(downloads.some((path) => path.includes('/ru-RU/shop/'))).toBe(true);
    await navigate('/staff/');
    await expect.poll(area).toMatch(/\/ru-RU\/back-office\//);
    await admin.getByRole('navigation', { name: 'Разделы бэк-офиса' }).waitFor();
    expect(missing).toEqual([]);
  });
});
