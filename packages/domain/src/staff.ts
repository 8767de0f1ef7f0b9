/**
 * The back office's roles and pages, declared once: the API's access levels, the staff API's role
 * grants and the web's navigation all read them (docs/decisions/013-back-office.md).
 */
import { formatDateTime, utcOffset } from './dates.ts';
import { isIsoDate, zonedInstant } from './delivery-slots.ts';
import { isTimeZone } from './do-not-disturb.ts';
import type { MessageId } from './i18n/catalogue.ts';
import type { Translate } from './i18n/translator.ts';
import { TIME_ZONES } from './time-zones.ts';
import { DEFAULT_VARIANT, isVariantKey, type LocaleTag, VARIANTS } from './variants.ts';

/**
 * The back office's clock, the default variant's zone: the header names it, every day staff filter
 * by starts at its midnight, and times of no particular shop (audit, imports, content) are read on it.
 * An order's times are read on the order's own clock (orderTimeZone, docs/decisions/025).
 */
export const STAFF_TIME_ZONE = VARIANTS[DEFAULT_VARIANT].timeZone;

/**
 * The clock an order's times are read on, the one its shopper and the shop's staff on site read:
 * its city's (of the shop, pickup point or address it goes to) when known, else its variant's.
 */
export function orderTimeZone(variant: string, cityZone?: string | null): string {
  if (cityZone && isTimeZone(cityZone)) return cityZone;
  return isVariantKey(variant) ? VARIANTS[variant].timeZone : STAFF_TIME_ZONE;
}

/** Whether a zone's clock reads otherwise than the staff clock at an instant. */
export function differsFromStaffClock(zone: string, at: Date): boolean {
  return utcOffset(zone, at) !== utcOffset(STAFF_TIME_ZONE, at);
}

/** A zone, short: its city for the zones the shop names ('Алматы', 'Dubai'), else its offset ('UTC+07:00'). */
export function zoneShortName(t: Translate, zone: string, at: Date): string {
  return (TIME_ZONES as readonly string[]).includes(zone) ? t(`timeZones.${zone}`) : `UTC${utcOffset(zone, at)}`;
}

const named = (t: Translate, text: string, zone: string, at: Date) =>
  differsFromStaffClock(zone, at) ? `${text} (${zoneShortName(t, zone, at)})` : text;

/**
 * An instant as staff read it, on `zone`'s clock: '29.11.2026, 01:30' on the staff clock,
 * '29.11.2026, 03:30 (Алматы)' on another (the zone named whenever it reads otherwise).
 */
export function formatStaffTime(t: Translate, locale: LocaleTag, at: Date, zone: string = STAFF_TIME_ZONE): string {
  return named(t, formatDateTime(at, locale, zone), zone, at);
}

/**
 * A courier's day and slot as the shopper chose them, on the order's clock (they are kept as its
 * wall-clock text): '2026-11-30 10:00-14:00 (Алматы)', the zone named as formatStaffTime does.
 */
export function formatStaffSlot(t: Translate, date: string, slot: string | null, zone: string): string {
  const text = slot ? `${date} ${slot}` : date;
  if (!isIsoDate(date)) return text;
  const start = /^([01]\d|2[0-3]):[0-5]\d/.exec(slot ?? '')?.[0] ?? '12:00';
  return named(t, text, zone, zonedInstant(date, start, zone));
}

/** `admin` may do everything; the others each open one area of the back office. */
export const STAFF_ROLES = ['admin', 'orders', 'content', 'moderator', 'catalogue'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Whether a user with these roles may act as `role` (admin may act as any); `null`: any staff role. */
export function hasStaffRole(roles: readonly string[], role: StaffRole | null): boolean {
  if (roles.includes('admin')) return true;
  return role === null ? roles.some(isStaffRole) : roles.includes(role);
}

export const STAFF_BASE = '/staff/';

export interface StaffPage {
  /** Path under /staff/ ('' is the dashboard), with the trailing slash. */
  path: string;
  /** The message naming the page in the navigation and its title. */
  title: MessageId;
  /** The role that opens the page; null: any staff member. */
  role: StaffRole | null;
  /** The navigation's group of the page; null: on its own, first (the dashboard). */
  group: StaffNavGroup | null;
}

/** The navigation's groups, in order: fifteen links in a row filled a phone's screen. */
export const STAFF_NAV_GROUPS = ['sales', 'content', 'catalogue', 'admin'] as const;
export type StaffNavGroup = (typeof STAFF_NAV_GROUPS)[number];

/** The back office's navigation, in order; a page is listed to the staff whose roles open it. */
export const STAFF_PAGES = [
  { path: '', title: 'staff.nav.dashboard', role: null, group: null },
  { path: 'orders/', title: 'staff.nav.orders', role: 'orders', group: 'sales' },
  { path: 'gift-cards/', title: 'staff.nav.giftCards', role: 'orders', group: 'sales' },
  { path: 'promo-codes/', title: 'staff.nav.promoCodes', role: 'content', group: 'sales' },
  { path: 'reviews/', title: 'staff.nav.reviews', role: 'moderator', group: 'content' },
  { path: 'content/', title: 'staff.nav.content', role: 'content', group: 'content' },
  { path: 'announcements/', title: 'staff.nav.announcements', role: 'content', group: 'content' },
  { path: 'shops/', title: 'staff.nav.shops', role: 'content', group: 'content' },
  { path: 'home-blocks/', title: 'staff.nav.homeBlocks', role: 'content', group: 'content' },
  { path: 'products/', title: 'staff.nav.products', role: 'catalogue', group: 'catalogue' },
  { path: 'categories/', title: 'staff.nav.categories', role: 'catalogue', group: 'catalogue' },
  { path: 'imports/', title: 'staff.nav.imports', role: 'catalogue', group: 'catalogue' },
  { path: 'search/synonyms/', title: 'staff.nav.searchSynonyms', role: 'catalogue', group: 'catalogue' },
  { path: 'search/pins/', title: 'staff.nav.searchPins', role: 'catalogue', group: 'catalogue' },
  { path: 'search/queries/', title: 'staff.nav.searchQueries', role: 'catalogue', group: 'catalogue' },
  { path: 'members/', title: 'staff.nav.members', role: 'admin', group: 'admin' },
  { path: 'audit/', title: 'staff.nav.audit', role: 'admin', group: 'admin' },
  { path: 'app-harness/', title: 'mobileApp.harness.title', role: null, group: 'admin' },
] as const satisfies readonly StaffPage[];

export const staffPath = (path: string): string => `${STAFF_BASE}${path}`;

/** The pages a user with these roles may open. */
export function staffPagesFor(roles: readonly string[]): StaffPage[] {
  return STAFF_PAGES.filter((page) => hasStaffRole(roles, page.role));
}

/** The pages a user may open, by navigation group (the dashboard's null first); groups left empty are left out. */
export function staffNavFor(roles: readonly string[]): { group: StaffNavGroup | null; pages: StaffPage[] }[] {
  const pages = staffPagesFor(roles);
  return [null, ...STAFF_NAV_GROUPS]
    .map((group) => ({ group, pages: pages.filter((p) => p.group === group) }))
    .filter((g) => g.pages.length > 0);
}

/** Paging of every back-office list: the API's limits and the web's default page size. */
export const STAFF_LIST = { perPage: 50, maxPerPage: 200, maxPage: 10_000, maxSearch: 100 } as const;
