import { SORT_OPTIONS } from '@storefront/domain/catalog-query';
import { createTranslator } from '@storefront/domain/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';
import { logInFromHeader } from './support/sms-login.ts';

const { page: newPage, browser } = useBrowser();
const t = createTranslator('ru-RU');

// Cards, not the skeleton's card shapes that stand in for cards on their way.
const cards = (page: Page) => page.locator('.product-grid article.product-card');
const tags = (page: Page) =>
  page.getByRole('list', { name: 'Выбранные фильтры' }).getByRole('link', { name: /^Убрать фильтр: / });

describe.runIf(browserAvailable())('catalogue listing', () => {
  it('filters, shows more, survives a reload and restores the previous state on back', async () => {
    const page = await newPage();
    await page.goto('/catalog/dom/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Дом');
    // Once interactive the listing remembers the viewport; a reload renders the desktop chunk.
    await expect.poll(() => page.getByRole('button', { name: 'Фильтры' }).count()).toBe(1);
    await page.reload();
    expect(await cards(page).count()).toBe(36);

    await page.getByRole('button', { name: 'Фильтры' }).click();
    const dialog = page.getByRole('dialog', { name: 'Фильтры' });
    const show = dialog.getByRole('button', { name: /^Показать/ });
    const before = await show.textContent();
    await dialog.getByRole('checkbox', { name: /Только в наличии/ }).check();
    // Groups fold: a group without a choice opens from its header.
    await dialog.locator('summary', { hasText: 'Наличие' }).click();
    await dialog.getByRole('checkbox', { name: /^Много/ }).check();
    // The live count answers for the edited filters before they are applied.
    await expect.poll(() => show.textContent()).not.toBe(before);
    await show.click();
    await expect.poll(() => new URL(page.url()).search).toBe('?stock=many&available=true');
    await expect.poll(() => tags(page).count()).toBe(2);
    const total = Number((await page.locator('.catalog__count').textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThan(36);

    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => cards(page).count()).toBe(Math.min(72, total));
    await expect.poll(() => new URL(page.url()).search).toBe('?stock=many&available=true&page=2');
    const lastId = await cards(page).last().getAttribute('data-product-id');

    await page.reload();
    expect(new URL(page.url()).search).toBe('?stock=many&available=true&page=2');
    expect(await tags(page).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Показать предыдущие' }).count()).toBe(1);
    expect(await cards(page).last().getAttribute('data-product-id')).toBe(lastId);

    await page.getByRole('link', { name: 'Убрать фильтр: Много' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?available=true');
    await expect.poll(() => tags(page).count()).toBe(1);
    await page.goBack();
    await expect.poll(() => tags(page).count()).toBe(2);
    expect(new URL(page.url()).search).toBe('?stock=many&available=true&page=2');

    await page.getByRole('link', { name: 'Сбросить все' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('list', { name: 'Выбранные фильтры' }).count()).toBe(0);
  });

  it('keeps the cards "show more" added when the shopper logs in on the listing', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/catalog/kukhnya/');
    // Once interactive the listing remembers the viewport: the reload renders the desktop chunk.
    await expect.poll(() => page.getByRole('button', { name: 'Фильтры' }).count()).toBe(1);
    await page.reload();
    const first = await cards(page).count();
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => cards(page).count()).toBe(first * 2);
    const last = await cards(page).last().getAttribute('data-product-id');

    // Logging in reloads the page's data: the listing keeps what the shopper has scrolled through.
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('.data'));
    await logInFromHeader(
      page,
      { typed: '+7 916 555-97-01', digits: '79165559701' },
      { name: 'Вера', email: 'vera.listing@example.com' },
    );
    await reloaded;
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await cards(page).count()).toBe(first * 2);
    expect(await cards(page).last().getAttribute('data-product-id')).toBe(last);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=3');
  });

  it('on a phone keeps the button of the filter sheet on screen and asks before dropping unapplied filters', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/catalog/dom/');
    await expect.poll(() => page.getByRole('button', { name: 'Фильтры' }).count()).toBe(1);
    const dialog = page.getByRole('dialog', { name: 'Фильтры' });
    const show = dialog.getByRole('button', { name: /^Показать/ });
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await dialog.getByRole('checkbox', { name: /Только в наличии/ }).check();
    // The action bar sticks to the bottom of the sheet, inside the screen, with a 44 px target.
    const box = await show.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(667);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    // Closing with an unapplied choice asks first; the answer "show" applies it.
    await page.keyboard.press('Escape');
    await dialog.getByRole('alert').filter({ hasText: 'Выбранные фильтры ещё не применены.' }).waitFor();
    await show.click();
    await expect.poll(() => new URL(page.url()).search).toBe('?available=true');

    // The other answer closes the sheet and keeps the listing as it was.
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await dialog.getByRole('checkbox', { name: /^Новинки/ }).check();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.getByRole('button', { name: 'Не применять' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?available=true');
  });

  it('on a phone shows the chosen sort whole in its button, whichever it is', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 667 });
    for (const { sort, order } of SORT_OPTIONS) {
      await page.goto(`/catalog/kukhnya/?sort=${sort}&order=${order}`);
      const chosen = page.locator('.sort-links__current');
      expect(await chosen.textContent()).toBe(t(`catalog.sort.${sort}.${order}`));
      // Not cut: the words need no more room than their box has, and the box ends inside the screen.
      const cut = await chosen.evaluate(
        (box) => box.scrollWidth > box.clientWidth || box.getBoundingClientRect().right > window.innerWidth,
      );
      expect(cut, `${sort} ${order}`).toBe(false);
    }
  });

  it('keeps the items-per-row choice across a reload', async () => {
    const page = await newPage();
    await page.goto('/catalog/kukhnya/');
    const few = page.getByRole('button', { name: 'Крупные карточки' });
    await expect.poll(() => few.count()).toBe(1);
    await few.click();
    await expect.poll(() => page.locator('.product-grid--few').count()).toBe(1);
    await page.reload();
    expect(await page.getByRole('button', { name: 'Крупные карточки' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.product-grid--few').count()).toBe(1);
  });

  it('finds a product from the header search', async () => {
    const page = await newPage();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Поиск по сайту' });
    await box.fill('кастрюл');
    const suggestions = page.getByRole('list', { name: 'Подсказки' });
    await expect.poll(() => suggestions.getByRole('link', { name: /Кастрюля/ }).count()).toBeGreaterThan(0);
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Результаты поиска «кастрюл»');
    const first = cards(page).first().getByRole('link').first();
    const name = await cards(page).first().locator('h3').textContent();
    expect(name).toMatch(/Кастрюл/);
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/product\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('opens a quick view from a card, takes a size and puts it into the basket', async () => {
    const page = await newPage();
    await page.goto('/catalog/odezhda-i-aksessuary/');
    const open = page.getByRole('button', { name: 'Быстрый просмотр' }).first();
    await open.click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('radio') });
    await dialog.getByRole('radio').and(page.locator(':enabled')).first().check();
    await dialog.getByRole('button', { name: 'В корзину' }).click();
    const basket = page.locator('.site-header__actions').getByRole('link', { name: /Корзина/ });
    await expect.poll(() => basket.locator('.header-counter__value').textContent()).toBe('1');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('works without JavaScript: a filter form and plain page links', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), locale: 'ru-RU', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/catalog/odezhda-i-aksessuary/?page=2');
    expect(await page.getByRole('link', { name: 'Страница 1' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    // Every disclosure of the page draws its own chevron: none shows the browser's triangle too.
    const triangles = await page
      .locator('summary')
      .evaluateAll(
        (all) =>
          all.filter((s) => getComputedStyle(s).display === 'list-item' && getComputedStyle(s).listStyleType !== 'none')
            .length,
      );
    expect(triangles).toBe(0);
    // The card size is kept by a script: without one its buttons say they cannot be used.
    expect(await page.getByRole('button', { name: 'Крупные карточки' }).isDisabled()).toBe(true);
    await page.locator('summary', { hasText: 'Фильтры' }).click();
    await page
      .locator('.catalog__filter-form')
      .getByRole('checkbox', { name: /Только в наличии/ })
      .check();
    await page.locator('.catalog__filter-form').getByRole('button', { name: 'Применить' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?available=true');
    expect(await tags(page).count()).toBe(1);
    await context.close();
  });

  it('without JavaScript on a phone keeps filters and sort on one line, and the open filters take the width', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      locale: 'ru-RU',
      javaScriptEnabled: false,
      viewport: { width: 375, height: 667 },
    });
    const page = await context.newPage();
    await page.goto('/catalog/kukhnya/');
    const filters = page.locator('summary', { hasText: 'Фильтры' });
    const sort = page.locator('summary', { hasText: t('catalog.sort.popular.desc') });
    const middle = async (box: Locator) => {
      const { y, height } = (await box.boundingBox()) ?? { y: 0, height: 0 };
      return y + height / 2;
    };
    expect(Math.abs((await middle(sort)) - (await middle(filters)))).toBeLessThanOrEqual(1);
    await filters.click();
    const form = await page.locator('.catalog__filter-form').boundingBox();
    // The screen's width less the page's margins.
    expect(form?.width).toBeGreaterThan(375 - 2 * 24);
    await context.close();
  });
});
