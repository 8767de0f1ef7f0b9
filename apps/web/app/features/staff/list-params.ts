/**
 * The URL state of a back-office list (search, filters, sort, page) and its CSV: the page's loader
 * passes the query on to the API, the list kit reads the same URL to draw its controls.
 */
import { csvLine } from '@storefront/domain/csv';

/** The list query parameters every staff list route takes (modules/staff/list-query.ts on the API). */
export const LIST_PARAMS = ['q', 'page', 'perPage', 'sort', 'dir'] as const;

/**
 * The API query of a list page: the URL's non-empty values of the shared parameters and of the
 * list's own `filters` (the API refuses unknown parameters, so nothing else is passed on).
 */
export function listQueryOf<F extends string>(
  url: URL,
  filters: readonly F[],
): Partial<Record<F | (typeof LIST_PARAMS)[number], string>> {
  const query: Partial<Record<string, string>> = {};
  for (const name of [...LIST_PARAMS, ...filters]) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query[name] = value;
  }
  return query;
}

/** The current address with some parameters changed (`null` removes one); a new filter or sort restarts at the first page. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  // A list's place (its page, or a keyset list's cursor) is only kept by a link that moves it.
  for (const place of ['page', 'after', 'before']) if (!(place in changes)) params.delete(place);
  const query = params.toString();
  return query ? `?${query}` : '?';
}

/**
 * A CSV document (RFC 4180, CRLF lines) of a header row and the rows, written by the shop's one CSV
 * writer, so formula-looking cells are defused as in every export (packages/domain/src/csv.ts).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

/** A link target that downloads the CSV without JavaScript (a BOM tells spreadsheets it is UTF-8). */
export const csvHref = (csv: string): string => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
