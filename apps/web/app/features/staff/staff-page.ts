/** What every back-office page shares: not indexed, never cached, titled by its message. */
import { formatDateTime } from '@storefront/domain/dates';
import type { MessageId } from '@storefront/domain/i18n/catalogue';
import { formatStaffSlot, formatStaffTime, STAFF_TIME_ZONE } from '@storefront/domain/staff';
import type { LocaleTag } from '@storefront/domain/variants';
import type { MetaDescriptor } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { type RootData, rootTranslator } from '../../lib/layout-data';

export { STAFF_LAYOUT_ID } from './staff-layout-id';

export const STAFF_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;

/** The page's headers export: back-office pages are for no search engine. */
export const staffHeaders = () => STAFF_HEADERS;

/**
 * The headers export of a storefront page a content editor may preview (`?preview=`): its loader
 * answers STAFF_HEADERS then, and the page is never cached, never indexed.
 */
export function previewHeaders({ loaderHeaders, parentHeaders }: { loaderHeaders: Headers; parentHeaders: Headers }) {
  const headers = new Headers(parentHeaders);
  if (loaderHeaders.has('x-robots-tag'))
    for (const [name, value] of Object.entries(STAFF_HEADERS)) headers.set(name, value);
  return headers;
}

interface Match {
  id: string;
  data?: unknown;
}

/** The page's meta export: its title in the page's language and robots noindex. */
export function staffMeta(matches: readonly (Match | undefined)[], title: MessageId): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!root) return [{ name: 'robots', content: 'noindex, nofollow' }];
  const t = rootTranslator(root);
  return [{ title: `${t(title)} — ${t('staff.layout.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** An instant of no particular shop (audit, imports, content) as staff read it: on the staff clock, the one day filters use. */
export function staffDateTime(iso: string, locale: LocaleTag): string {
  return formatDateTime(new Date(iso), locale, STAFF_TIME_ZONE);
}

/**
 * An order's times as staff read them: on the order's clock (`timeZone` of the staff orders API),
 * the one its shopper and shop read, its zone named where it is not the staff clock (docs/decisions/025).
 */
export function useOrderClock(timeZone: string) {
  const { t, locale } = useI18n();
  return {
    time: (iso: string) => formatStaffTime(t, locale, new Date(iso), timeZone),
    slot: (date: string, slot: string | null) => formatStaffSlot(t, date, slot, timeZone),
  };
}
