/** Forms on a phone: the phone field formats as typed, code fields take digits, the profile step can wait. */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { codeFromOutbox } from './support/sms-login.ts';

const { page: newPage } = useBrowser();

describe.runIf(browserAvailable())('phone-first forms', () => {
  it('formats the phone as typed, logs in by the code and lets the profile step wait', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/vkhod-ili-registratsiya/');
    await page.waitForLoadState('networkidle');
    const phone = page.getByLabel('Номер телефона');
    expect(await phone.getAttribute('inputmode')).toBe('tel');
    expect(await phone.getAttribute('autocomplete')).toBe('tel');
    // Typed the Russian way, with the trunk 8: the mask reads it as +7.
    await phone.pressSequentially('89165557731');
    expect(await phone.inputValue()).toBe('+7 (916) 555-77-31');
    // Backspace passes the mask's characters.
    for (let i = 0; i < 3; i += 1) await phone.press('Backspace');
    expect(await phone.inputValue()).toBe('+7 (916) 555-7');
    await phone.pressSequentially('731');
    await page.getByLabel('Я согласен на обработку персональных данных').check();
    await page.getByRole('button', { name: 'Получить код' }).click();
    const code = page.getByLabel('Код из СМС');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await code.fill(await codeFromOutbox(page, '79165557731'));
    await page.locator('.login-page').getByRole('button', { name: 'Войти' }).click();
    await page.locator('.login-page').getByRole('heading', { name: 'О вас' }).waitFor();
    expect(await page.locator('.login-page').getByLabel('Электронная почта').getAttribute('inputmode')).toBe('email');
    await page.getByRole('button', { name: 'Не сейчас' }).click();
    // Logged in: the login page leads on to the account, which asks for the profile again.
    await page.waitForURL(/\/lichnyj-kabinet\//);
    await page.getByRole('heading', { name: 'О вас' }).waitFor();
  });

  it('takes digits only in the gift card balance check', async () => {
    const page = await newPage();
    await page.goto('/podarochnye-karty/');
    await page.waitForLoadState('networkidle');
    const number = page.getByLabel('Номер карты');
    await number.pressSequentially('1000ab0000-0000 0001 99');
    expect(await number.inputValue()).toBe('1000 0000 0000 0001');
    const pin = page.getByLabel('PIN-код');
    await pin.pressSequentially('1x1y1z1');
    expect(await pin.inputValue()).toBe('1111');
  });
});
