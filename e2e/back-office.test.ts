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

describe.runIf(browserAvailable())('back office', () => {
  it('an administrator grants the order manager role, and the audit log shows it', { timeout: 120_000 }, async () => {
    const admin = await newPage();
    await admin.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(admin, ADMIN);
    await admin.goto('/staff/');
    expect(await admin.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    const nav = admin.getByRole('navigation', { name: 'Разделы бэк-офиса' });
    await nav.getByRole('link', { name: 'Сотрудники и роли' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Сотрудники и роли' }).waitFor();

    await grantRole(admin, MANAGER, 'Менеджер заказов');

    await admin.getByLabel('Поиск').fill('555-60-01');
    await admin.getByRole('button', { name: 'Показать' }).click();
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    const row = admin.getByRole('row').nth(1);
    expect(await row.textContent()).toContain('Менеджер заказов');
    const csv = admin.getByRole('link', { name: 'Выгрузить CSV' });
    expect(decodeURIComponent((await csv.getAttribute('href')) ?? '')).toContain(`+${MANAGER.digits},`);

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
});
