/** Logging in as a shopper in the browser, with the code read from the local SMS outbox page. */
import { createTranslator, type Translate } from '@storefront/domain/i18n/translate';
import type { Page } from 'playwright-core';

/** The labels the steps below look for, in the page's language (Russian unless told). */
const RUSSIAN = createTranslator('ru-RU');

export interface TestPhone {
  /** As the shopper types it, e.g. '+7 916 555-00-21'. */
  typed: string;
  /** Digits only, as the outbox lists it. */
  digits: string;
}

/** The latest login code the local SMS adapter "sent" to a phone, read from the staff outbox page. */
export async function codeFromOutbox(page: Page, phoneDigits: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/staff/sms/');
    const row = outbox
      .getByRole('row')
      .filter({ hasText: `+${phoneDigits}` })
      .first();
    const text = (await row.getByTestId('sms-text').textContent()) ?? '';
    const code = text.match(/^(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no login code for ${phoneDigits} in: ${text}`);
    return code;
  } finally {
    await outbox.close();
  }
}

/**
 * Logs in a new shopper through the header's login modal (the page stays where it is) and
 * completes the profile step with a name and e-mail.
 */
export async function logInFromHeader(
  page: Page,
  phone: TestPhone,
  profile: { name: string; email: string },
  t: Translate = RUSSIAN,
): Promise<void> {
  await page.getByRole('link', { name: t('header.login') }).click();
  await logInInDialog(page, phone, profile, t);
  await page
    .getByRole('link', { name: t('header.account') })
    .first()
    .waitFor();
}

/** Goes through the open login modal: phone with consent, the code from the outbox, the profile step. */
export async function logInInDialog(
  page: Page,
  phone: TestPhone,
  profile: { name: string; email: string },
  t: Translate = RUSSIAN,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t('auth.title') });
  await dialog.getByLabel(t('auth.phone')).fill(phone.typed);
  await dialog.getByLabel(t('auth.consent')).check();
  await dialog.getByRole('button', { name: t('auth.getCode') }).click();
  await dialog.getByLabel(t('auth.code')).waitFor();
  await dialog.getByLabel(t('auth.code')).fill(await codeFromOutbox(page, phone.digits));
  await dialog.getByRole('button', { name: t('auth.submitCode') }).click();
  await dialog.getByRole('heading', { name: t('auth.profileTitle') }).waitFor();
  await dialog.getByLabel(t('auth.firstName'), { exact: true }).fill(profile.name);
  await dialog.getByLabel(t('auth.email')).fill(profile.email);
  await dialog.getByRole('button', { name: t('auth.save') }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Logs a new user in on the login page (code from the outbox) and waits for the profile step. */
export async function logInOnLoginPage(page: Page, phone: TestPhone): Promise<void> {
  await page.goto('/vkhod-ili-registratsiya/');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Номер телефона').fill(phone.typed);
  await page.getByLabel('Я согласен на обработку персональных данных').check();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').waitFor();
  await page.getByLabel('Код из СМС').fill(await codeFromOutbox(page, phone.digits));
  await page.locator('.login-page').getByRole('button', { name: 'Войти' }).click();
  await page.locator('.login-page').getByRole('heading', { name: 'О вас' }).waitFor();
}
