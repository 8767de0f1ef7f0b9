/**
 * The query and answer shape every back-office list shares (search, sorting, paging), so the web's
 * list kit (features/staff/list-kit.tsx) drives any of them the same way.
 */
import { zonedDayStart } from '@storefront/domain/dates';
import { STAFF_LIST, STAFF_TIME_ZONE } from '@storefront/domain/staff';
import { z } from 'zod';
import { intParamIn } from './number-schemas.ts';
import { envelope } from './schemas.ts';

/** Search, page and sort by one of `sortKeys` (the first is the default); a list adds its filters with `.extend`. */
export function listQuery<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.object({
    q: z.string().trim().max(STAFF_LIST.maxSearch).optional(),
    page: intParamIn(1, STAFF_LIST.maxPage).default(1),
    perPage: intParamIn(1, STAFF_LIST.maxPerPage).default(STAFF_LIST.perPage),
    sort: z.enum(sortKeys).default(sortKeys[0] as K[number]),
    dir: z.enum(['asc', 'desc']).default('desc'),
  });
}

export interface ListPage<T> {
  list: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The answer of a list route: one page of items and the total the filters match. */
export const listPageSchema = <T extends z.ZodType>(item: T) =>
  envelope(
    z.object({
      list: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      perPage: z.number().int(),
    }),
  );

/** A day 'YYYY-MM-DD' in the shop's time zone (STAFF_TIME_ZONE) for date filters. */
export const dayParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** The instant a day filter starts at, the day's midnight in the shop's time zone; `to` days include the whole day. */
export function dayStart(day: string, inclusiveEnd = false): Date {
  if (!inclusiveEnd) return zonedDayStart(day, STAFF_TIME_ZONE);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return zonedDayStart(next, STAFF_TIME_ZONE);
}

/** Escapes LIKE wildcards in a search term. */
export const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
