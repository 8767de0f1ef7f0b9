/**
 * The header search: a GET form to the search page (works without JavaScript) that, once
 * interactive, suggests categories and products as the shopper types (throttled), the query meant
 * when what is typed is on the other keyboard layout or spelt in Latin letters, and recent
 * queries when the field is empty. The suggestions are plain links: arrow keys move the focus
 * through them, Escape returns to the field and closes the list.
 */
import { QUERY_UPDATE_THROTTLE_MS } from '@storefront/domain/constants';
import { buildPath, searchPath } from '@storefront/domain/routes';
import type { VariantKey } from '@storefront/domain/variants';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { clientApi } from '../../lib/api.client';
import type { Suggestions } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { useThrottle } from '../../lib/use-debounce';
import { Icon } from '../../ui/icon';
import { Price } from '../../ui/price';
import { Thumb } from '../../ui/thumb';

const RECENT_KEY = 'recent_searches';
const MAX_RECENT = 5;

function readRecent(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

function rememberQuery(query: string): void {
  const q = query.trim();
  if (!q) return;
  try {
    const next = [q, ...readRecent().filter((r) => r !== q)].slice(0, MAX_RECENT);
    localStorage.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: recent queries are a nicety.
  }
}

interface Option {
  key: string;
  url: string;
  group: 'recent' | 'queries' | 'categories' | 'products';
  render: ReactNode;
}

/** Suggestions for a query, at most one request per throttle window, stale answers dropped. */
function useSuggestions(variant: VariantKey, query: string): Suggestions | null {
  const [result, setResult] = useState<Suggestions | null>(null);
  const throttle = useThrottle(QUERY_UPDATE_THROTTLE_MS);
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setResult(null);
      return;
    }
    return throttle((signal) => {
      clientApi(variant)
        .get('/catalog/suggestions', { params: { query: { query: q } }, signal })
        .then(setResult)
        .catch(() => {}); // no suggestions is the answer to a failure
    });
  }, [variant, query, throttle]);
  return result;
}

export function SearchSuggestions({ variant }: { variant: VariantKey }) {
  const { t } = useI18n();
  const listId = `${useId()}-list`;
  const formAction = buildPath('SearchIndex', variant);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const field = useRef<HTMLInputElement>(null);
  const [recent, setRecent] = useState<string[]>([]);
  const suggestions = useSuggestions(variant, query);

  const options: Option[] = query.trim()
    ? [
        ...(suggestions?.queries ?? []).map((q) => ({
          key: `q:${q.url}`,
          url: q.url,
          group: 'queries' as const,
          render: q.text,
        })),
        ...(suggestions?.categories ?? []).map((c) => ({
          key: `c:${c.url}`,
          url: c.url,
          group: 'categories' as const,
          render: c.text,
        })),
        ...(suggestions?.products ?? []).map((p) => ({
          key: `p:${p.url}`,
          url: p.url,
          group: 'products' as const,
          render: (
            <>
              <Thumb picture={p.image} size={32} />
              <span>{p.text}</span>
              <Price price={p.price} />
            </>
          ),
        })),
      ]
    : recent.map((r) => ({ key: `r:${r}`, url: searchPath(variant, r), group: 'recent' as const, render: r }));
  const shown = open && options.length > 0;

  const go = (option: Option) => {
    if (option.group === 'recent') rememberQuery(String(option.render));
    setOpen(false);
  };
  const move = (from: number, step: number) => {
    const next = from + step;
    if (next < 0) field.current?.focus();
    else links.current[Math.min(next, options.length - 1)]?.focus();
  };

  return (
    <Form
      method="get"
      action={formAction}
      role="search"
      className="site-search"
      onSubmit={() => {
        rememberQuery(query);
        setOpen(false);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          field.current?.focus();
        }
      }}
    >
      <label htmlFor="site-search-input" className="visually-hidden">
        {t('header.search.label')}
      </label>
      <input
        ref={field}
        id="site-search-input"
        name="query"
        type="search"
        placeholder={t('header.search.placeholder')}
        autoComplete="off"
        maxLength={200}
        value={query}
        aria-controls={listId}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setRecent(readRecent());
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && shown) {
            e.preventDefault();
            move(-1, 1);
          }
        }}
      />
      <button type="submit">
        <Icon name="search" size={20} />
        <span className="header-label">{t('header.search.submit')}</span>
      </button>
      <ul id={listId} aria-label={t('search.suggestions')} className="search-suggestions" hidden={!shown}>
        {options.map((option, i) => (
          <SuggestionRow
            key={option.key}
            option={option}
            heading={options[i - 1]?.group !== option.group ? t(`search.suggestions.${option.group}`) : null}
            linkRef={(el) => {
              links.current[i] = el;
            }}
            onPick={() => go(option)}
            onKey={(key) => move(i, key === 'ArrowDown' ? 1 : -1)}
          />
        ))}
      </ul>
    </Form>
  );
}

function SuggestionRow({
  option,
  heading,
  linkRef,
  onPick,
  onKey,
}: {
  option: Option;
  heading: string | null;
  linkRef: (el: HTMLAnchorElement | null) => void;
  onPick: () => void;
  onKey: (key: 'ArrowDown' | 'ArrowUp') => void;
}) {
  return (
    <>
      {heading ? <li className="search-suggestions__heading">{heading}</li> : null}
      <li>
        <Link
          ref={linkRef}
          to={option.url}
          className="search-suggestions__option"
          onClick={onPick}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              onKey(e.key);
            }
          }}
        >
          {option.render}
        </Link>
      </li>
    </>
  );
}
