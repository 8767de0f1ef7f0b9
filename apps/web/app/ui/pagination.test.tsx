import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { Pagination, pageQueryHref, pageWindow } from './pagination';

const show = (page: number, pageCount: number) =>
  render(
    <MemoryRouter>
      <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
        <Pagination page={page} pageCount={pageCount} href={pageQueryHref('/news/')} />
      </I18nProvider>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('pagination', () => {
  it('links the pages around the current one, the ends, previous and next, and marks the current page', () => {
    show(10, 27);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['‹', '1', '8', '9', '10', '11', '12', '27', '›']);
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/news/?page=9');
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news/?page=11');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/news/');
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('offers no previous link on the first page, no next on the last, and nothing for one page', () => {
    show(1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/news/?page=2');
    cleanup();
    show(3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    cleanup();
    show(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('pageWindow', () => {
  it('lists every page of a short index', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps the ends and the pages around the current one, with gaps', () => {
    expect(pageWindow(10, 27)).toEqual([1, null, 8, 9, 10, 11, 12, null, 27]);
    expect(pageWindow(1, 27)).toEqual([1, 2, 3, null, 27]);
  });
});
