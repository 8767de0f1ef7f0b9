/**
 * Search tuning in a browser: a shopper's search that found nothing shows in the back office's
 * search report; its "add a synonym" link starts a rule with the query's word, the catalogue
 * manager sends it to a word of the catalogue, and the same search finds goods at once; products
 * pinned to a query by article are listed with it. The three pages pass axe and fit a desktop's
 * and a phone's width (one login: a second one would wait for the code's resend pause).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe.ts';
import { browserAvailable, useBrowser } from './support/browser.ts';
import { logInOnLoginPage } from './support/sms-login.ts';
import { SEARCH_ADMIN } from './support/staff.ts';

const { page: newPage } = useBrowser();
const WORD = 'xyzzyqe';
const SHOTS = process.env.SEARCH_TUNING_SHOTS;

const found = async (page: Page) =>
  ((await (await page.request.get(`/api/v1/catalog?type=search&query=${WORD}`)).json()).data as { totalItems: number })
    .totalItems;

async function checked(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}`).toBeLessThanOrEqual(0);
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.runIf(browserAvailable())('search tuning', () => {
  it('turns a search that found nothing into a synonym, and pins products to a query', {
    timeout: 180_000,
  }, async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await found(page)).toBe(0);
    await logInOnLoginPage(page, SEARCH_ADMIN);
    // The search log is written every few seconds.
    await expect
      .poll(
        async () => {
          const report = await page.request.get('/api/v1/staff/search/queries?days=7&results=zero');
          return ((await report.json()).data.rows as { query: string }[]).some((r) => r.query === WORD);
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);

    await page.goto('/staff/search/queries/');
    await page.getByRole('heading', { level: 1, name: 'Отчёт по поиску' }).waitFor();
    await checked(page, 'queries');
    await page.getByRole('link', { name: `Добавить синоним: ${WORD}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Синонимы поиска' }).waitFor();
    expect(await page.getByLabel('Слова', { exact: true }).inputValue()).toBe(WORD);
    await page.getByLabel('Направление').selectOption('one');
    await page.getByLabel('Целевое слово').fill('кастрюля');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('status').filter({ hasText: 'Сохранено.' }).waitFor();
    await checked(page, 'synonyms');
    expect(await found(page)).toBeGreaterThan(0);

    await page.getByRole('button', { name: new RegExp(`Удалить.*${WORD} → кастрюля`) }).click();
    await page.getByRole('status').filter({ hasText: 'Удалено.' }).waitFor();
    expect(await found(page)).toBe(0);

    // Pins: an unknown article is named; the pinned product is listed with its query.
    const products = (await (await page.request.get('/api/v1/staff/products?perPage=1')).json()).data.list as {
      article: string;
    }[];
    await page.goto('/staff/search/pins/');
    await page.getByLabel('Поисковый запрос').fill('чайник');
    await page.getByLabel('Артикулы, первый показывается первым').fill(`${products[0]!.article}\nНЕТ-ТАКОГО`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Нет товара с таким артикулом: НЕТ-ТАКОГО').first().waitFor();
    await page.getByLabel('Артикулы, первый показывается первым').fill(products[0]!.article);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('status').filter({ hasText: 'Закреплённые товары сохранены.' }).waitFor();
    await page.getByRole('link', { name: products[0]!.article }).waitFor();
    await checked(page, 'pins');
    await page.getByLabel('Артикулы, первый показывается первым').fill('');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Закреплённых товаров пока нет.').waitFor();
  });
});
