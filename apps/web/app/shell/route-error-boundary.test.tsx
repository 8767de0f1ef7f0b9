import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { type AppLoadContext, createRoutesStub, data, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../lib/api.server';
import { I18nProvider } from '../lib/i18n';
import { RouteErrorBoundary } from './route-error-boundary';

/** The shop's frame as the root draws it around every page. */
function Shell() {
  return (
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <header>Шапка магазина</header>
      <main>
        <Outlet />
      </main>
      <footer>Подвал магазина</footer>
    </I18nProvider>
  );
}

const busyApi = {
  vacanciesUrl: '',
  apiFetch: async () =>
    Response.json(
      { error: { code: 'RATE_LIMITED', message: 'Too many requests, retry in 30 s' } },
      { status: 429, headers: { 'retry-after': '30' } },
    ),
} as unknown as AppLoadContext;

function Broken(): never {
  throw new Error('render failed');
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '/',
    Component: Shell,
    HydrateFallback: () => null,
    ErrorBoundary: () => <p>Whole page failed</p>,
    children: [
      {
        path: 'product/:slug/',
        Component: () => <h1>Product</h1>,
        ErrorBoundary: RouteErrorBoundary,
        loader: () => {
          throw data({ message: 'Товар снят с продажи' }, { status: 404 });
        },
      },
      {
        path: 'catalog/',
        Component: () => <h1>Catalogue</h1>,
        ErrorBoundary: RouteErrorBoundary,
        loader: () => {
          throw new Error('API is down');
        },
      },
      { path: 'kz/broken/', Component: Broken, ErrorBoundary: RouteErrorBoundary },
      {
        path: 'search/',
        Component: () => <h1>Search</h1>,
        ErrorBoundary: RouteErrorBoundary,
        // The API's per-address limit answers the page's call.
        loader: ({ request }) => createApi(request, busyApi).get('/layout/userData'),
      },
    ],
  },
]);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a page’s error boundary', () => {
  it('shows a loader’s 404 with its message inside the shop’s header and footer', async () => {
    render(<Stub initialEntries={['/product/gone/']} />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' });
    expect(screen.getByRole('region', { name: 'Страница не найдена' }).contains(title)).toBe(true);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('Товар снят с продажи')).toBeTruthy();
    expect(screen.getByText('Шапка магазина')).toBeTruthy();
    expect(screen.getByText('Подвал магазина')).toBeTruthy();
    expect(screen.queryByText('Whole page failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    // A missing page offers no reload: reloading cannot bring it back.
    expect(screen.queryByRole('button', { name: 'Обновить страницу' })).toBeNull();
  });

  it('answers a failing loader with the 500 message and keeps the shell', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Stub initialEntries={['/catalog/']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Внутренняя ошибка сервера' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.queryByText('API is down')).toBeNull();
    expect(screen.getByText('Шапка магазина')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('answers a loader the API refused as too many with 429 and the wait, never the shop failing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Stub initialEntries={['/search/']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Произошла ошибка' })).toBeTruthy();
    expect(screen.getByText('429')).toBeTruthy();
    expect(screen.getByText('Сейчас слишком много запросов. Попробуйте снова через 30 секунд.')).toBeTruthy();
    // The API's own English sentence is not the shopper's.
    expect(screen.queryByText(/Too many requests/)).toBeNull();
    expect(screen.getByText('Шапка магазина')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
    // An answer the page chose, not a bug.
    expect(logged).not.toHaveBeenCalled();
  });

  it('catches a render failure and links home in the page’s variant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Stub initialEntries={['/kz/broken/']} />);
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByText('Подвал магазина')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/kz/');
  });
});

describe('the route table', () => {
  const appDir = join(import.meta.dirname, '..');
  it('gives every page outside the back office its own error boundary', () => {
    const table = readFileSync(join(appDir, 'routes.ts'), 'utf8');
    const pages = [...new Set([...table.matchAll(/'(routes\/[^']+\.tsx)'/g)].map((m) => m[1] ?? ''))].filter(
      // The back office's layout draws its pages' errors; an address no route has gets the error layout.
      (file) => !file.startsWith('routes/staff/') && !file.includes('not-found'),
    );
    expect(pages.length).toBeGreaterThan(20);
    const without = pages.filter((file) => !/\bErrorBoundary\b/.test(readFileSync(join(appDir, file), 'utf8')));
    expect(without).toEqual([]);
  });
});
