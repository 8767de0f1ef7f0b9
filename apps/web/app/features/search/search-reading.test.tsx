import { emptyFilters, type ListingState } from '@storefront/domain/catalog-query';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogAnswer } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import { SearchReading } from './search-reading';

afterEach(cleanup);

function renderReading(catalog: Partial<CatalogAnswer>, state: ListingState) {
  const answer = { searchCorrection: null, queryFilters: [], ...catalog } as CatalogAnswer;
  render(
    <MemoryRouter initialEntries={['/search/']}>
      <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
        <SearchReading catalog={answer} state={state} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

const state = (query: string, extra: Partial<ListingState> = {}): ListingState => ({
  query,
  sort: 'popular',
  order: 'desc',
  page: 2,
  filters: emptyFilters(),
  ...extra,
});

describe('SearchReading', () => {
  it('says which reading it shows and links to the query as typed', () => {
    renderReading(
      { searchCorrection: { shown: 'кастрюля', original: 'rfcnh.kz', kind: 'layout' } },
      state('rfcnh.kz', { sort: 'price', order: 'asc' }),
    );
    expect(screen.getByText(/Показаны результаты для «кастрюля»/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Искать «rfcnh.kz»' });
    expect(link.getAttribute('href')).toBe('/search/?query=rfcnh.kz&as_typed=1&sort=price&order=asc');
  });

  it('shows the filters read from the query, each a link searching without its words', () => {
    renderReading(
      {
        queryFilters: [
          { key: 'colour', code: 'red', name: 'красный', words: 'красное', query: 'льняное платье' },
          { key: 'gender', code: 'women', name: 'Для женщин', words: 'женское', query: 'красное льняное платье' },
        ],
      },
      state('женское красное льняное платье', { filters: { values: { size: ['S'] }, price: null, flags: {} } }),
    );
    expect(screen.getByRole('list', { name: 'Понято из запроса' })).toBeTruthy();
    const colour = screen.getByRole('link', { name: 'Искать без: Цвет: красный' });
    expect(colour.getAttribute('href')).toBe(`/search/?query=${encodeURIComponent('льняное платье')}&size=S`);
    expect(screen.getByRole('link', { name: 'Искать без: Для женщин' })).toBeTruthy();
  });

  it('shows nothing for a search read as typed', () => {
    renderReading({}, state('кастрюля'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
