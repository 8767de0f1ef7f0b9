/** Staff members of the e2e server: phones listed in its STAFF_PHONES (e2e/support/server.ts), administrators at start. */
import type { Page } from 'playwright-core';
import type { TestPhone } from './sms-login.ts';

/** The back-office tests' administrator. */
export const STAFF_ADMIN: TestPhone = { typed: '+7 916 555-60-90', digits: '79165556090' };
/** The catalogue tests' administrator (its own phone, so the two files' logins never meet a resend pause). */
export const CATALOGUE_ADMIN: TestPhone = { typed: '+7 916 555-64-00', digits: '79165556400' };
/** The content editor tests' administrator, for the same reason. */
export const CONTENT_ADMIN: TestPhone = { typed: '+7 916 555-63-90', digits: '79165556390' };
/** The content editor's variant, pending-draft and content-kind tests' administrator, for the same reason. */
export const CONTENT_KINDS_ADMIN: TestPhone = { typed: '+7 916 555-74-90', digits: '79165557490' };
/** The category tree tests' administrator, for the same reason. */
export const CATEGORY_ADMIN: TestPhone = { typed: '+7 916 555-68-00', digits: '79165556800' };
/** The product pictures tests' administrator, for the same reason. */
export const PICTURES_ADMIN: TestPhone = { typed: '+7 916 555-68-10', digits: '79165556810' };
/** The refund tests' administrator, for the same reason. */
export const REFUNDS_ADMIN: TestPhone = { typed: '+7 916 555-66-00', digits: '79165556600' };
/** The lookbook looks tests' administrator, for the same reason. */
export const LOOKS_ADMIN: TestPhone = { typed: '+7 916 555-75-90', digits: '79165557590' };
/** The lookbook rename tests' administrator, for the same reason. */
export const LOOKS_RENAME_ADMIN: TestPhone = { typed: '+7 916 555-94-00', digits: '79165559400' };
/** The app harness tests' administrator, for the same reason. */
export const HARNESS_ADMIN: TestPhone = { typed: '+7 916 555-69-00', digits: '79165556900' };

/** The shop page and home block editor tests' administrator, for the same reason. */
export const SHOP_PAGES_ADMIN: TestPhone = { typed: '+7 916 555-81-90', digits: '79165558190' };

/** The size prices tests' administrator, for the same reason. */
export const SIZE_PRICES_ADMIN: TestPhone = { typed: '+7 916 555-91-00', digits: '79165559100' };

/** The search tuning tests' administrator, for the same reason. */
export const SEARCH_ADMIN: TestPhone = { typed: '+7 916 555-95-00', digits: '79165559500' };

/** The dashboard tests' administrator, for the same reason. */
export const DASHBOARD_ADMIN: TestPhone = { typed: '+7 916 555-96-00', digits: '79165559600' };

/** As a logged-in administrator: grants `roleLabel` (as the members page's select shows it) to `phone`. */
export async function grantRole(admin: Page, phone: TestPhone, roleLabel: string): Promise<void> {
  await admin.goto('/staff/members/');
  const grant = admin.getByRole('form', { name: 'Выдать роль' });
  await grant.getByLabel('Телефон').fill(phone.typed);
  await grant.getByLabel('Роль').selectOption({ label: roleLabel });
  await grant.getByRole('button', { name: 'Выдать' }).click();
  await admin
    .getByRole('status')
    .filter({ hasText: `Роль «${roleLabel}» выдана` })
    .waitFor();
}

/** The shop page drafts and home preview tests' administrator, for the same reason. */
export const SHOP_DRAFTS_ADMIN: TestPhone = { typed: '+7 916 555-93-00', digits: '79165559300' };
