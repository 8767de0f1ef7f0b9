/** The listing's toolbar pieces: filter tags, sort links and items per row. */
import {
  emptyFilters,
  FLAG_FILTER_KEYS,
  LIST_FILTER_KEYS,
  type ListingState,
  listingSearch,
  removeFilter,
} from '@storefront/domain/catalog-query';
import { COOKIES } from '@storefront/domain/constants';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { CatalogAnswer } from '../../lib/api-types';
import { writeCookie } from '../../lib/cookies';
import { useI18n } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { ChipList, RemovableChip } from '../../ui/chip';
import { Icon } from '../../ui/icon';
import { type ItemsPerRow, listingHref } from './listing-data';

interface Tag {
  key: string;
  label: string;
  href: string;
}

/** What every control of a listing works from: the answer, the parsed URL state and the page path. */
interface ListingProps {
  catalog: CatalogAnswer;
  state: ListingState;
  pathname: string;
}

/** One chip per active value (the price range a chip per side, removable separately), and clear all. */
export function FilterTags({ catalog, state, pathname }: ListingProps) {
  const { t, money } = useI18n();
  const without = (key: string, value?: string) =>
    listingHref(pathname, listingSearch({ ...state, page: 1, filters: removeFilter(state.filters, key, value) }));
  const groups = catalog.filters?.data ?? [];
  const tags: Tag[] = [];
  for (const key of LIST_FILTER_KEYS) {
    const group = groups.find((g) => g.key === key);
    for (const code of state.filters.values[key] ?? []) {
      const name = group?.values.find((v) => v.searchCode === code)?.name ?? code;
      tags.push({ key: `${key}:${code}`, label: name, href: without(key, code) });
    }
  }
  const price = state.filters.price;
  for (const side of ['min', 'max'] as const) {
    const value = price?.[side];
    if (value === null || value === undefined) continue;
    const text = money({ amount: value * 100, currency: catalog.currency });
    tags.push({
      key: `price:${side}`,
      label: t(`catalog.filter.priceTag.${side}`, { value: text }),
      href: without('price', side),
    });
  }
  for (const key of FLAG_FILTER_KEYS) {
    if (state.filters.flags[key]) tags.push({ key, label: t(`catalog.filter.${key}`), href: without(key) });
  }
  if (!tags.length) return null;
  const clearAll = listingHref(pathname, listingSearch({ ...state, page: 1, filters: emptyFilters() }));
  return (
    <ChipList label={t('catalog.filters.active')} clearAll={{ href: clearAll, text: t('catalog.filters.clearAll') }}>
      {tags.map((tag) => (
        <RemovableChip
          key={tag.key}
          href={tag.href}
          label={tag.label}
          removeLabel={t('catalog.filters.remove', { name: tag.label })}
        />
      ))}
    </ChipList>
  );
}

/**
 * The sort as a disclosure: "Sort: Popular first" opens the choices (a plain <details>, so it works
 * without JavaScript and takes one line of the toolbar on a phone).
 */
export function SortLinks({ catalog, state, pathname }: ListingProps) {
  const { t } = useI18n();
  const menu = useRef<HTMLDetailsElement>(null);
  const titleOf = (item: CatalogAnswer['sort']['items'][number]) =>
    state.query && item.sort === 'popular' && item.order === 'desc' ? t('catalog.sort.relevance') : item.title;
  const current = catalog.sort.items.find((item) => item.sort === state.sort && item.order === state.order);
  return (
    <details className="sort-links" ref={menu}>
      <summary className="sort-links__summary disclosure-summary">
        <span className="sort-links__label">{t('catalog.sort')}:</span>{' '}
        <span className="sort-links__current">{current ? titleOf(current) : null}</span>
        <Icon name="chevronDown" size={16} />
      </summary>
      <nav aria-label={t('catalog.sort')}>
        <ul>
          {catalog.sort.items.map((item) => {
            const chosen = item === current;
            return (
              <li key={`${item.sort}-${item.order}`}>
                <Link
                  to={listingHref(pathname, listingSearch({ ...state, sort: item.sort, order: item.order, page: 1 }))}
                  aria-current={chosen ? 'true' : undefined}
                  preventScrollReset
                  className="sort-links__link"
                  onClick={() => menu.current?.removeAttribute('open')}
                >
                  {titleOf(item)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}

export function ItemsPerRowSwitch({ value, onChange }: { value: ItemsPerRow; onChange: (v: ItemsPerRow) => void }) {
  const { t } = useI18n();
  // The choice is kept by a script (a cookie and the page's state): without one the buttons could do nothing.
  const hydrated = useHydrated();
  return (
    <fieldset className="items-per-row" disabled={!hydrated}>
      <legend className="visually-hidden">{t('catalog.itemsPerRow')}</legend>
      {(['few', 'many'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          className="items-per-row__button"
          onClick={() => {
            writeCookie(COOKIES.itemsPerRow, option);
            onChange(option);
          }}
        >
          {/* On a phone the pictures say it: one big card or two to a row. */}
          <Icon name={option === 'few' ? 'gridFew' : 'gridMany'} size={20} />
          <span className="items-per-row__text">{t(`catalog.itemsPerRow.${option}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
