import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { Breadcrumbs } from './breadcrumbs';

const inShop = (children: ReactNode) =>
  render(
    <MemoryRouter>
      <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
        {children}
      </I18nProvider>
    </MemoryRouter>,
  );

const trail = [
  { text: 'Home', url: '/' },
  { text: 'Kitchen', url: '/catalog/kitchen/' },
];

afterEach(cleanup);

describe('breadcrumbs', () => {
  it('links the trail in order and names the page itself as current, not as a link', () => {
    inShop(<Breadcrumbs items={trail} current="Teapot" />);
    const nav = screen.getByRole('navigation');
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Home', 'Kitchen', 'Teapot']);
    expect(within(nav).getByRole('link', { name: 'Kitchen' }).getAttribute('href')).toBe('/catalog/kitchen/');
    expect(within(nav).queryByRole('link', { name: 'Teapot' })).toBeNull();
    expect(items[2]?.getAttribute('aria-current')).toBe('page');
  });

  it('marks the last link as the current page when the trail ends with the page', () => {
    inShop(<Breadcrumbs items={trail} lastIsCurrent />);
    expect(screen.getByRole('link', { name: 'Kitchen' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
