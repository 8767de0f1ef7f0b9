/**
 * Category tree editing in a browser: a catalogue manager changes a category's slug on
 * /staff/categories/, the category answers at its new address and the old one redirects there (301).
 */
import { describe, expect, it } from 'vitest';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { CATEGORY_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();

interface Category {
  id: number;
  slug: string;
  path: string;
  names: { ru: string };
}

describe.runIf(browserAvailable())('category tree editing', () => {
  it('changes a slug: the old address answers 301 to the new one', { timeout: 120_000 }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInOnLoginPage(page, CATEGORY_ADMIN);
    // The last leaf category, so other tests' pages keep their addresses.
    const all = (await (await page.request.get('/api/v1/staff/categories')).json()).data as Category[];
    const leaf = [...all].reverse().find((c) => !all.some((o) => o.path.startsWith(`${c.path}/`))) as Category;

    await page.goto(`/staff/categories/?id=${leaf.id}`);
    await page.getByRole('heading', { level: 1, name: 'Категории' }).waitFor();
    const slug = page.getByLabel('Часть адреса (slug)');
    await slug.fill('Плохой адрес');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Латинские строчные буквы, цифры и дефисы, до 100').waitFor();
    await slug.fill(`${leaf.slug}-novyy`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('status').filter({ hasText: 'Категория сохранена.' }).waitFor();
    const newPath = `${leaf.path}-novyy`;
    await page.getByRole('link', { name: `/catalog/${newPath}/` }).waitFor();

    await expect
      .poll(async () => {
        const old = await page.request.get(`/catalog/${leaf.path}/?page=2`, { maxRedirects: 0 });
        return [old.status(), old.headers().location];
      })
      .toEqual([301, `/catalog/${newPath}/?page=2`]);
    await page.goto(`/catalog/${leaf.path}/`);
    expect(new URL(page.url()).pathname).toBe(`/catalog/${newPath}/`);
    await page.getByRole('heading', { level: 1, name: leaf.names.ru }).waitFor();

    // The shared server's tree as it was, for the other tests.
    const restored = await page.request.put(`/api/v1/staff/categories/${leaf.id}`, { data: { slug: leaf.slug } });
    expect(restored.status()).toBe(200);
  });
});
