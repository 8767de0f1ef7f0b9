import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';

const { page: newPage } = useBrowser();

describe.runIf(browserAvailable())('storefront shell in three variants', () => {
  it('shows the Russian home page with ruble prices', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Товары для дома, кухни и гардероба');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.title()).toContain('Уют');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    const price = await page.locator('.price__current').first().textContent();
    expect(price).toContain('₽');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Поиск по сайту' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Корзина/ }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Подпишитесь на рассылку').count()).toBe(1);
  });

  it('shows /kz/ in Kazakh with tenge and /ae/ in English with AED', async () => {
    const page = await newPage({ locale: 'en-US' });
    await page.goto('/kz/');
    expect(await page.locator('html').getAttribute('lang')).toBe('kk');
    expect(await page.locator('.price__current').first().textContent()).toContain('₸');
    expect(await page.getByText('Танымал тауарлар').count()).toBe(1);
    await page.goto('/ae/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('.price__current').first().textContent()).toContain('AED');
    expect(await page.getByRole('heading', { name: 'Popular products' }).count()).toBe(1);
  });

  it('shows the localised 404 inside the shop, with one way on and popular categories', async () => {
    const page = await newPage();
    const res = await page.goto('/no-such-page/');
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Страница не найдена');
    expect(await page.title()).toMatch(/^Страница не найдена — /);
    // The shop's header with its search stays; nothing offers to reload a page that does not exist.
    expect(await page.locator('.site-header').count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Поиск по сайту' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Обновить страницу' }).count()).toBe(0);
    expect(await page.locator('.error-page .button--primary').count()).toBe(1);
    const suggestions = page.getByRole('navigation', { name: 'Популярные категории' }).getByRole('link');
    expect(await suggestions.count()).toBeGreaterThan(2);
    await page.locator('.error-page').getByRole('link', { name: 'На главную' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Товары для дома, кухни и гардероба');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows a page’s own 404 inside the shop’s header and footer, server-rendered', async () => {
    const res = await fetch(`${baseUrl()}/product/no-such-product/`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('site-header');
    expect(html).toContain('Страница не найдена');
    expect(html).toMatch(/<title>Страница не найдена — [^<]+<\/title>/);
    const page = await newPage();
    await page.goto('/ae/product/no-such-product/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByRole('banner').count()).toBeGreaterThan(0);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    await page.locator('.error-page').getByRole('link', { name: 'Go to main' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ae/');
  });

  it('goes home from the error page when there is no history', async () => {
    const page = await newPage();
    await page.goto('/ae/no-such-page/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ae/');
  });

  it('sends a guest from checkout to the login route', async () => {
    const page = await newPage();
    await page.goto('/oformlenie-zakaza/');
    expect(new URL(page.url()).pathname).toBe('/vkhod-ili-registratsiya/');
    expect(await page.locator('h1').textContent()).toBe('Вход или регистрация');
  });

  it('closes the mobile menu when the path changes', async () => {
    const page = await newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The first visit's city question is a bar in the header: the menu button stays free.
    await page.getByRole('region', { name: 'Ваш город — Москва?' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Открыть меню' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Каталог' }).filter({ visible: true });
    await menu.getByRole('link').first().click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Открыть меню' }).getAttribute('aria-expanded'))
      .toBe('false');
    expect(new URL(page.url()).pathname).toMatch(/^\/catalog\//);
  });

  it('switches the language and keeps the choice in a cookie', async () => {
    const page = await newPage();
    await page.goto('/kontakty/');
    // The header's switch applies at once: one press, no "apply".
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'EN' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Contacts');
    expect(new URL(page.url()).pathname).toBe('/kontakty/');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en-US');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe('Home, kitchen and fashion goods');
  });

  it('subscribes from the footer form and reports a bad e-mail', async () => {
    const page = await newPage();
    await page.goto('/kontakty/');
    const email = page.getByLabel('Электронная почта');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Некорректный e-mail');
    await email.fill('shopper@example.com');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Спасибо! Вы подписались на рассылку.');
  });
});

describe('route rules over HTTP', () => {
  const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' });

  it('redirects a path without a trailing slash permanently', async () => {
    const res = await get('/korzina');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/korzina/');
  });

  it('corrects language prefixes temporarily', async () => {
    const res = await get('/ae/korzina/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ae/basket/');
  });

  it('serves variant routes and 404s default-only routes elsewhere', async () => {
    expect((await get('/ae/basket/')).status).toBe(200);
    expect((await get('/kz/korzina/')).status).toBe(200);
    expect((await get('/podarochnye-karty/')).status).toBe(200);
    expect((await get('/kz/podarochnye-karty/')).status).toBe(404);
    const notFound = await get('/no-such-page/');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Страница не найдена');
  });

  it('answers a route validation failure with Page Not Found: {path}', async () => {
    const res = await get('/shops/not-a-number/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found: /shops/not-a-number/');
  });

  it('sends the vacancies route to its external target', async () => {
    const res = await get('/o-kompanii/vakansii/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^https:\/\//);
  });

  it('renders every page with a real h1 and meta title before JavaScript', async () => {
    for (const path of ['/', '/catalog/', '/korzina/', '/ae/contacts/', '/kz/novosti/', '/shops/', '/documents/']) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});

describe.runIf(browserAvailable())('without JavaScript', () => {
  it('subscribes through a plain form post', async () => {
    const page = await newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/kontakty/');
    await page.getByLabel('Электронная почта').fill('bad');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Некорректный e-mail');
    await page.getByLabel('Электронная почта').fill('nojs@example.com');
    await page.getByRole('button', { name: 'Подписаться' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Спасибо! Вы подписались на рассылку.');
  });
});

describe('bad addresses', () => {
  const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: 'manual' });

  it('answers malformed paths and queries with 400 or 404 pages, never 500', async () => {
    const cases: [string, number][] = [
      ['/ae/favourites/abc/', 404],
      ['/product/%00/', 404],
      ['/catalog/dom/?price=x,y', 400],
      ['/catalog/nope/', 404],
      ['/%E0%A4%A/', 400],
    ];
    for (const [path, status] of cases) expect((await get(path)).status, path).toBe(status);
  });
});
