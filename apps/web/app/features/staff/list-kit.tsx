/**
 * The back office's list kit: a search and filter form, a table with sortable columns, pages and an
 * "Export CSV" link of the rows shown. Every control is a link or a GET form on the page's own
 * address, so lists work without JavaScript and a list's state is its URL (see list-params.ts).
 *
 *   <StaffList rows={list} total={total} page={page} perPage={perPage} columns={…} filters={…} csvName="audit" />
 */
import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { csvHref, toCsv, withParams } from './list-params';

export interface ListColumn<T> {
  /** The column's id; with `sort`, the API's sort key. */
  key: string;
  label: string;
  /** The cell as shown. */
  cell: (row: T) => ReactNode;
  /** The cell in the CSV export. */
  csv: (row: T) => string;
  /** Sortable: the API sorts by this key. */
  sort?: string;
}

export type ListFilter =
  | { name: string; label: string; type: 'select'; options: readonly { value: string; label: string }[] }
  | { name: string; label: string; type: 'text' | 'date' };

export interface StaffListProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly ListColumn<T>[];
  total: number;
  /** A list paged by number; a keyset list gives `cursors` instead. */
  page?: number;
  perPage: number;
  /** A list paged by keyset: the API's cursors of the neighbouring pages (null: none that way). */
  cursors?: { prev: string | null; next: string | null };
  filters?: readonly ListFilter[];
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** The API's default sort when the URL names none. */
  defaultSort?: string;
  /** The CSV file's name, without the extension. */
  csvName: string;
  /** Parameters the page sets elsewhere (a tab) that a new search keeps. */
  keep?: readonly string[];
}

/** A list page's body: controls, the table (or "nothing found"), pages and the CSV link. */
export function StaffList<T>(props: StaffListProps<T>) {
  const { t } = useI18n();
  return (
    <div className="staff-list">
      <ListControls filters={props.filters ?? []} searchLabel={props.searchLabel} keep={props.keep} />
      <div className="staff-list__summary">
        <p role="status">{t('staff.list.total', { n: props.total })}</p>
        <CsvExport rows={props.rows} columns={props.columns} name={props.csvName} />
      </div>
      {props.rows.length === 0 ? (
        <p>{t('staff.list.empty')}</p>
      ) : (
        <ListTable rows={props.rows} rowKey={props.rowKey} columns={props.columns} defaultSort={props.defaultSort} />
      )}
      {props.cursors ? (
        <KeysetPager {...props.cursors} />
      ) : (
        <Pager total={props.total} page={props.page ?? 1} perPage={props.perPage} />
      )}
    </div>
  );
}

/** The search box and filters: a GET form on the page itself (a new search starts at page 1). */
export function ListControls({
  filters,
  searchLabel,
  keep = [],
}: {
  filters: readonly ListFilter[];
  searchLabel?: string | undefined;
  keep?: readonly string[] | undefined;
}) {
  const { t } = useI18n();
  const { search, pathname } = useLocation();
  const params = new URLSearchParams(search);
  const kept = ['sort', 'dir', 'perPage', ...keep].filter((name) => params.get(name));
  return (
    <Form method="get" className="staff-list__controls" aria-label={t('staff.list.filters')}>
      {kept.map((name) => (
        <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
      ))}
      {searchLabel ? (
        <label className="staff-field">
          <span>{searchLabel}</span>
          <input type="search" name="q" defaultValue={params.get('q') ?? ''} />
        </label>
      ) : null}
      {filters.map((filter) => (
        <label key={filter.name} className="staff-field">
          <span>{filter.label}</span>
          {filter.type === 'select' ? (
            <select name={filter.name} defaultValue={params.get(filter.name) ?? ''}>
              <option value="">{t('staff.list.all')}</option>
              {filter.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input type={filter.type} name={filter.name} defaultValue={params.get(filter.name) ?? ''} />
          )}
        </label>
      ))}
      <div className="staff-list__buttons">
        <button type="submit" className="button button--primary">
          {t('staff.list.apply')}
        </button>
        <Link to={pathname} className="button">
          {t('staff.list.reset')}
        </Link>
      </div>
    </Form>
  );
}

/** The table; a sortable column's header is a link that sorts by it, again to reverse. */
export function ListTable<T>({
  rows,
  rowKey,
  columns,
  defaultSort,
}: Pick<StaffListProps<T>, 'rows' | 'rowKey' | 'columns' | 'defaultSort'>) {
  const { t } = useI18n();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? defaultSort;
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  return (
    <div className="staff-table__scroll">
      <table className="staff-table">
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sort ? (
                    <Link
                      to={withParams(search, { sort: column.sort, dir: active && dir === 'desc' ? 'asc' : 'desc' })}
                      aria-label={t('staff.list.sortBy', { column: column.label })}
                    >
                      {column.label}
                      {active ? <span aria-hidden="true">{dir === 'asc' ? '▲' : '▼'}</span> : null}
                    </Link>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next page links with "page N of M". */
export function Pager({ total, page, perPage }: { total: number; page: number; perPage: number }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <nav className="staff-pager" aria-label={t('staff.list.pages')}>
      {page > 1 ? (
        <Link to={withParams(search, { page: String(page - 1) })} rel="prev">
          {t('staff.list.prev')}
        </Link>
      ) : null}
      <span>{t('staff.list.page', { page, pages })}</span>
      {page < pages ? (
        <Link to={withParams(search, { page: String(page + 1) })} rel="next">
          {t('staff.list.next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** Previous and next page links of a list read by keyset: each carries the API's cursor of that page. */
export function KeysetPager({ prev, next }: { prev: string | null; next: string | null }) {
  const { t } = useI18n();
  const { search } = useLocation();
  if (!prev && !next) return null;
  return (
    <nav className="staff-pager" aria-label={t('staff.list.pages')}>
      {prev ? (
        <Link to={withParams(search, { before: prev, after: null })} rel="prev">
          {t('staff.list.prev')}
        </Link>
      ) : null}
      {next ? (
        <Link to={withParams(search, { after: next, before: null })} rel="next">
          {t('staff.list.next')}
        </Link>
      ) : null}
    </nav>
  );
}

/** "Export CSV": the rows shown, as the columns' CSV values, downloaded without a round trip. */
export function CsvExport<T>({
  rows,
  columns,
  name,
}: {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  name: string;
}) {
  const { t } = useI18n();
  const csv = toCsv(
    columns.map((c) => c.label),
    rows.map((row) => columns.map((c) => c.csv(row))),
  );
  return (
    <a className="button" href={csvHref(csv)} download={`${name}.csv`}>
      {t('staff.list.export')}
    </a>
  );
}
