/**
 * The filter groups as form fields. Named like the URL params, so inside a plain GET form they
 * work without JavaScript (checkboxes of one group repeat the name; the two price inputs become
 * `price=min&price=max`, which the query rules read as `min,max`). With `draft` and `onChange`
 * the fields are controlled, for the filter modal.
 */
import {
  type CatalogFilters,
  FLAG_FILTER_KEYS,
  type FlagFilterKey,
  LIST_FILTER_KEYS,
  type ListFilterKey,
} from '@storefront/domain/catalog-query';
import { type ReactNode, useId, useState } from 'react';
import type { FilterGroup } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { Icon } from '../../ui/icon';

/** Groups longer than this get a search box. */
const SEARCHABLE_FROM = 8;

interface Props {
  groups: FilterGroup[];
  draft?: CatalogFilters;
  onChange?: (next: CatalogFilters) => void;
}

const isList = (key: string): key is ListFilterKey => (LIST_FILTER_KEYS as readonly string[]).includes(key);
const isFlag = (key: string): key is FlagFilterKey => (FLAG_FILTER_KEYS as readonly string[]).includes(key);

export function FilterFields({ groups, draft, onChange }: Props) {
  return (
    <div className="filter-fields">
      {groups.map((group, index) => (
        <FilterGroupFields key={group.key} group={group} draft={draft} onChange={onChange} first={index === 0} />
      ))}
    </div>
  );
}

/**
 * A group that folds: its header names the group and what is chosen in it. The first group and
 * groups with a choice start open. A flag is one checkbox and does not fold.
 */
function Collapsible({
  group,
  chosen,
  first,
  children,
}: {
  group: FilterGroup;
  chosen: string;
  first: boolean;
  children: ReactNode;
}) {
  if (group.type === 'flag') return <>{children}</>;
  return (
    <details className="filter-group__fold" open={first || chosen !== ''}>
      <summary className="filter-group__summary disclosure-summary">
        <span className="filter-group__title">{group.title}</span>
        {chosen ? <span className="filter-group__chosen">{chosen}</span> : null}
        <Icon name="chevronDown" size={16} />
      </summary>
      {children}
    </details>
  );
}

function FilterGroupFields({
  group,
  draft,
  onChange,
  first,
}: { group: FilterGroup; first: boolean } & Omit<Props, 'groups'>) {
  const { t } = useI18n();
  const id = useId();
  const [search, setSearch] = useState('');
  const controlled = Boolean(draft && onChange);

  if (group.type === 'range') {
    const chosen = draft ? draft.price : (group.selectedRange ?? null);
    const setSide = (side: 'min' | 'max', raw: string) => {
      if (!draft || !onChange) return;
      const value = /^\d+$/.test(raw) && raw !== '0' ? Number(raw) : null;
      const price = { min: draft.price?.min ?? null, max: draft.price?.max ?? null, [side]: value };
      onChange({ ...draft, price: price.min === null && price.max === null ? null : price });
    };
    const [min, max] = group.range ?? [0, 0];
    // "1000–5000", "1000–" or "–5000": numbers read alike in every language. The listing answers a
    // range with neither side for no price chosen: nothing to show then.
    const chosenText =
      chosen && (chosen.min !== null || chosen.max !== null) ? `${chosen.min ?? ''}–${chosen.max ?? ''}` : '';
    return (
      <Collapsible group={group} chosen={chosenText} first={first}>
        <fieldset className="filter-group filter-group--range">
          <legend className="visually-hidden">{group.title}</legend>
          {(['min', 'max'] as const).map((side) => (
            <label key={side} className="filter-group__price">
              <span>{t(`catalog.filter.price.${side}`)}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                name="price"
                placeholder={String(side === 'min' ? min : max)}
                {...(controlled
                  ? { value: chosen?.[side] ?? '', onChange: (e) => setSide(side, e.target.value) }
                  : { defaultValue: chosen?.[side] ?? '' })}
              />
            </label>
          ))}
        </fieldset>
      </Collapsible>
    );
  }

  const selected = (code: string): boolean => {
    if (!draft) return group.values.find((v) => v.searchCode === code)?.selected ?? false;
    if (isFlag(group.key)) return draft.flags[group.key] === true;
    return isList(group.key) ? (draft.values[group.key] ?? []).includes(code) : false;
  };
  const toggle = (code: string, on: boolean) => {
    if (!draft || !onChange) return;
    if (isFlag(group.key)) {
      const flags = { ...draft.flags };
      if (on) flags[group.key] = true;
      else delete flags[group.key];
      onChange({ ...draft, flags });
    } else if (isList(group.key)) {
      const rest = (draft.values[group.key] ?? []).filter((v) => v !== code);
      const values = { ...draft.values, [group.key]: on ? [...rest, code] : rest };
      if (!values[group.key]?.length) delete values[group.key];
      onChange({ ...draft, values });
    }
  };
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? group.values.filter((v) => `${v.name} ${v.metro ?? ''}`.toLowerCase().includes(needle))
    : group.values;
  const searchable = group.values.length > SEARCHABLE_FROM || group.key === 'stores_in_city';
  const chosenText = group.values
    .filter((v) => selected(v.searchCode))
    .map((v) => v.name)
    .join(', ');

  return (
    <Collapsible group={group} chosen={chosenText} first={first}>
      <fieldset className={`filter-group filter-group--${group.type}`}>
        <legend className={group.type === 'flag' ? undefined : 'visually-hidden'}>{group.title}</legend>
        {searchable ? (
          <input
            type="search"
            className="filter-group__search"
            aria-label={
              group.key === 'stores_in_city'
                ? t('catalog.filter.stores_in_city.search')
                : t('catalog.filters.search', { title: group.title })
            }
            placeholder={
              group.key === 'stores_in_city'
                ? t('catalog.filter.stores_in_city.search')
                : t('catalog.filters.search', { title: group.title })
            }
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            form=""
          />
        ) : null}
        <ul className="filter-group__values">
          {shown.map((value) => {
            const inputId = `${id}-${value.searchCode}`;
            return (
              <li key={value.searchCode}>
                <input
                  id={inputId}
                  type="checkbox"
                  name={group.key}
                  value={value.searchCode}
                  disabled={value.count === 0 && !value.selected}
                  {...(controlled
                    ? {
                        checked: selected(value.searchCode),
                        onChange: (e) => toggle(value.searchCode, e.target.checked),
                      }
                    : { defaultChecked: value.selected })}
                />
                <label htmlFor={inputId}>
                  {value.hex ? (
                    <span className="filter-group__swatch" style={{ background: value.hex }} aria-hidden="true" />
                  ) : null}
                  {group.type === 'flag' ? group.title : value.name}
                  {value.metro ? <span className="filter-group__metro"> · {value.metro}</span> : null}
                  <span className="filter-group__count"> ({value.count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </Collapsible>
  );
}
