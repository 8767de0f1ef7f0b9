/**
 * What the search read from its query: the other reading whose results are shown ("Showing results
 * for «кастрюля». Search for «rfcnh.kz» instead", the link searching the query as typed), and the
 * filters its words named, each a chip whose removal searches without those words. Plain links:
 * the server writes them and they work without JavaScript.
 */
import { type ListingState, listingSearch } from '@storefront/domain/catalog-query';
import { Link, useLocation } from 'react-router';
import type { CatalogAnswer } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { ChipList, RemovableChip } from '../../ui/chip';

type Chip = CatalogAnswer['queryFilters'][number];

export function SearchReading({ catalog, state }: { catalog: CatalogAnswer; state: ListingState }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const search = (query: string, asTyped?: true) => {
    const qs = listingSearch({ ...state, query, page: 1, ...(asTyped ? { asTyped } : {}) });
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const { searchCorrection: correction, queryFilters: chips } = catalog;
  const label = (chip: Chip) =>
    chip.key === 'gender' ? chip.name : `${t(`catalog.filter.${chip.key}`)}: ${chip.name}`;
  return (
    <>
      {correction ? (
        <p className="search-reading">
          {t('search.correction.shown', { query: correction.shown })}{' '}
          <Link to={search(correction.original, true)} rel="nofollow">
            {t('search.correction.original', { query: correction.original })}
          </Link>
        </p>
      ) : null}
      {chips.length ? (
        <ChipList label={t('search.queryFilters')}>
          {chips.map((chip) => (
            <RemovableChip
              key={`${chip.key}:${chip.code}`}
              href={search(chip.query)}
              label={label(chip)}
              removeLabel={t('search.queryFilters.remove', { name: label(chip) })}
            />
          ))}
        </ChipList>
      ) : null}
    </>
  );
}
