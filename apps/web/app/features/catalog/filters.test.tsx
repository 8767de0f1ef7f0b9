import { type CatalogFilters, emptyFilters, type ListingState } from '@storefront/domain/catalog-query';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogAnswer, FilterGroup } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import { FilterFields } from './filter-fields';
import { FilterTags } from './listing-controls';

afterEach(cleanup);

const value = (searchCode: string, name: string, count: number, extra: object = {}) => ({
  searchCode,
  code: searchCode,
  name,
  count,
  selected: false,
  ...extra,
});

const GROUPS: FilterGroup[] = [
  { key: 'brand', title: 'Brand', type: 'list', values: [value('tetsu', 'Tetsu', 4), value('le-four', 'Le Four', 2)] },
  {
    key: 'stores_in_city',
    title: 'In shops',
    type: 'list',
    values: [
      value('1', 'Aviapark', 3, { storeId: 1, metro: 'CSKA' }),
      value('2', 'Evropeisky', 1, { storeId: 2, metro: 'Kievskaya' }),
    ],
  },
  { key: 'sale', title: 'Discounted', type: 'flag', values: [value('true', 'Discounted', 5)] },
];

function Controlled({ onState }: { onState: (f: CatalogFilters) => void }) {
  const [draft, setDraft] = useState<CatalogFilters>(emptyFilters());
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <FilterFields
        groups={GROUPS}
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          onState(next);
        }}
      />
    </I18nProvider>
  );
}

describe('filter fields', () => {
  it('edits a draft: list values and flags', () => {
    let state = emptyFilters();
    render(<Controlled onState={(f) => (state = f)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Tetsu/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Discounted/ }));
    expect(state).toEqual({ values: { brand: ['tetsu'] }, price: null, flags: { sale: true } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Tetsu/ }));
    expect(state.values).toEqual({});
  });

  it('folds the groups and names the choice in the header of a group', () => {
    render(<Controlled onState={() => {}} />);
    const folds = [...document.querySelectorAll('details')];
    // The first group starts open, a group without a choice folded; a flag does not fold.
    expect(folds.map((d) => d.open)).toEqual([true, false]);
    fireEvent.click(screen.getByRole('checkbox', { name: /Evropeisky/ }));
    expect(folds[1]?.querySelector('summary')?.textContent).toBe('In shopsEvropeisky');
    expect(folds[1]?.open).toBe(true);
  });

  it('names a price in the header of its group only once a side of it is chosen', () => {
    const price = (selectedRange: { min: number | null; max: number | null }): FilterGroup[] => [
      { key: 'price', title: 'Price', type: 'range', values: [], range: [290, 5690], selectedRange },
    ];
    const header = (groups: FilterGroup[]) => {
      const { container, unmount } = render(
        <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
          <FilterFields groups={groups} />
        </I18nProvider>,
      );
      const text = container.querySelector('summary')?.textContent;
      unmount();
      return text;
    };
    expect(header(price({ min: null, max: null }))).toBe('Price');
    expect(header(price({ min: 1000, max: null }))).toBe('Price1000–');
  });

  it('finds a shop by its metro station', () => {
    render(<Controlled onState={() => {}} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Shop or metro station' }), { target: { value: 'kiev' } });
    expect(screen.queryByRole('checkbox', { name: /Aviapark/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Evropeisky/ })).toBeTruthy();
  });
});

describe('filter tags', () => {
  it('shows one removable chip per value and per price side, and clear all', () => {
    const state: ListingState = {
      query: '',
      sort: 'popular',
      order: 'desc',
      page: 2,
      filters: { values: { brand: ['tetsu', 'le-four'] }, price: { min: 100, max: 500 }, flags: { sale: true } },
    };
    const catalog = { filters: { total: 3, data: GROUPS }, currency: 'AED' } as unknown as CatalogAnswer;
    render(
      <MemoryRouter>
        <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
          <FilterTags catalog={catalog} state={state} pathname="/ae/catalog/kitchen/" />
        </I18nProvider>
      </MemoryRouter>,
    );
    const href = (name: string) => screen.getByRole('link', { name: `Remove filter: ${name}` }).getAttribute('href');
    expect(href('Tetsu')).toBe('/ae/catalog/kitchen/?brand=le-four&price=100,500&sale=true');
    expect(href('Price from AED 100')).toBe('/ae/catalog/kitchen/?brand=tetsu,le-four&price=,500&sale=true');
    expect(href('Price to AED 500')).toBe('/ae/catalog/kitchen/?brand=tetsu,le-four&price=100,&sale=true');
    expect(href('Discounted')).toBe('/ae/catalog/kitchen/?brand=tetsu,le-four&price=100,500');
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe('/ae/catalog/kitchen/');
  });
});
