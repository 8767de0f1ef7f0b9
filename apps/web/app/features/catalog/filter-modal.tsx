/**
 * The filter modal: opens with a copy of the active filters and their saved counts, asks the API
 * for live counts while the shopper edits (throttled), and applies them by navigating to the
 * listing's new URL. Clear resets filters and sort to base. Closing discards edits (spec), but never
 * silently: with unapplied edits the first close asks in the action bar whether to show the products
 * or discard; a second close (Escape, the cross, the backdrop) while it asks discards.
 */
import {
  type CatalogFilters,
  type CatalogSort,
  filterEntries,
  listingSearch,
  type SortOrder,
  toQueryString,
} from '@storefront/domain/catalog-query';
import { DEFAULT_CATALOG_SORT, QUERY_UPDATE_THROTTLE_MS } from '@storefront/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clientApi } from '../../lib/api.client';
import type { FilterGroup } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useThrottle } from '../../lib/use-debounce';
import { useVariant } from '../../lib/variant';
import { Modal } from '../../ui/modal';
import { FilterFields } from './filter-fields';
import { type ListingData, listingHref } from './listing-data';

interface Draft {
  filters: CatalogFilters;
  sort: CatalogSort;
  order: SortOrder;
}

interface Live {
  total: number;
  groups: FilterGroup[];
}

/** Live counts for a draft: at most one request per throttle window, the latest draft always last. */
function useLiveCounts(data: ListingData, pathname: string, draft: Draft | null): Live | null {
  const variant = useVariant();
  const [live, setLive] = useState<Live | null>(null);
  const throttle = useThrottle(QUERY_UPDATE_THROTTLE_MS);
  useEffect(() => {
    if (!draft) {
      setLive(null);
      return;
    }
    const query = {
      type: data.type,
      onlyFilters: 'true',
      needStatic: 'false',
      url: data.type === 'catalog' ? pathname : undefined,
      query: data.state.query || undefined,
      asTyped: data.state.asTyped ? 'y' : undefined,
      filterParams: toQueryString(filterEntries(draft.filters)) || undefined,
    } as const;
    return throttle((signal) => {
      clientApi(variant)
        .get('/catalog', { params: { query }, signal })
        .then((catalog) => {
          if (catalog.filters) setLive({ total: catalog.totalItems, groups: catalog.filters.data });
        })
        .catch(() => {}); // the counts stay as they were
    });
  }, [draft, data.type, data.state.query, data.state.asTyped, pathname, variant, throttle]);
  return live;
}

export function FilterModal({
  data,
  pathname,
  open,
  onClose,
}: {
  data: ListingData;
  pathname: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [asking, setAsking] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const saved = data.catalog.filters;

  // Every opening starts from a copy of the active state; closing drops the copy (discarding edits).
  useEffect(() => {
    setDraft(open ? { filters: data.state.filters, sort: data.state.sort, order: data.state.order } : null);
    setAsking(false);
  }, [open, data.state]);
  const edited = draft !== null && (draft.filters !== data.state.filters || draft.sort !== data.state.sort);
  // The question replaces the bar's buttons: focus goes to its "Show N products" answer.
  useEffect(() => {
    if (asking) showButton.current?.focus();
  }, [asking]);
  const requestClose = () => {
    if (edited && !asking) setAsking(true);
    else onClose();
  };
  const live = useLiveCounts(data, pathname, edited ? draft : null);
  const groups = live?.groups ?? saved?.data ?? [];
  const total = live?.total ?? saved?.total ?? 0;

  const apply = () => {
    if (!draft) return;
    const search = listingSearch({ ...data.state, ...draft, page: 1 });
    onClose();
    navigate(listingHref(pathname, search), { preventScrollReset: true });
  };
  const clear = () =>
    setDraft({
      filters: { values: {}, price: null, flags: {} },
      sort: DEFAULT_CATALOG_SORT.sort,
      order: DEFAULT_CATALOG_SORT.order,
    });

  return (
    <Modal open={open} onClose={requestClose} title={t('catalog.filters')} kind="sheet" className="filter-modal">
      {draft ? (
        <form
          className="filter-modal__form"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <FilterFields
            groups={groups}
            draft={draft.filters}
            onChange={(filters) => {
              setAsking(false);
              setDraft({ ...draft, filters });
            }}
          />
          <div className="filter-modal__actions">
            {asking ? (
              <p className="filter-modal__question" role="alert">
                {t('catalog.filters.unapplied')}
              </p>
            ) : null}
            {asking ? (
              <button type="button" className="button button--secondary" onClick={onClose}>
                {t('catalog.filters.discard')}
              </button>
            ) : (
              <button type="button" className="button button--secondary" onClick={clear}>
                {t('catalog.filters.clear')}
              </button>
            )}
            <button ref={showButton} type="submit" className="button button--primary" aria-live="polite">
              {t('catalog.filters.show', { count: total })}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
