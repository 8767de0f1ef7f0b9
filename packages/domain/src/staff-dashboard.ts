/**
 * The back office's dashboard, its home page (docs/decisions/038-staff-dashboard.md): which of its
 * sections each staff role sees, the days its figures cover and how long its lists are. The API
 * answers only the sections of the caller's roles, and the page draws what it is given.
 */
import { localTime, zonedDayStart } from './dates.ts';
import { addDays, weekdayOf } from './delivery-slots.ts';
import type { OrderQueue } from './order-refunds.ts';
import { SEARCH_REPORT_DAYS } from './search-tuning.ts';
import { hasStaffRole, STAFF_TIME_ZONE, type StaffRole } from './staff.ts';

export const DASHBOARD_SECTIONS = ['sales', 'actions', 'stockOuts', 'searches', 'vitals'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/**
 * The role a section needs (an administrator sees all); null: any staff member. Money and shoppers'
 * orders are the order managers'; a content editor or a moderator sees the shop's speed only.
 */
export const DASHBOARD_SECTION_ROLES: Readonly<Record<DashboardSection, StaffRole | null>> = {
  sales: 'orders',
  actions: 'orders',
  stockOuts: 'catalogue',
  searches: 'catalogue',
  vitals: null,
};

/** The sections a staff member with these roles sees, in the page's order. */
export function dashboardSectionsFor(roles: readonly string[]): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter((section) => hasStaffRole(roles, DASHBOARD_SECTION_ROLES[section]));
}

/**
 * What orders may wait for staff: unpaid past their payment window (the timer has not cancelled them),
 * a shopper's request to cancel, a payment that came after the order stopped awaiting it and is not
 * refunded, a notice of the order that failed for good.
 */
export const DASHBOARD_ACTIONS = ['awaitingPayment', 'cancellationRequests', 'latePayments', 'failedNotices'] as const;
export type DashboardAction = (typeof DASHBOARD_ACTIONS)[number];

/** The orders list's queue holding each kind's orders; null: the list has none, the dashboard lists them. */
export const DASHBOARD_ACTION_QUEUES: Readonly<Record<DashboardAction, OrderQueue | null>> = {
  awaitingPayment: 'latePayments',
  cancellationRequests: 'cancellationRequests',
  latePayments: 'latePayments',
  failedNotices: null,
};

export const DASHBOARD_LIMITS = {
  /** Days of the orders and revenue charts, today the last. */
  chartDays: 14,
  /** Best sellers are the SKUs most ordered in a variant over these days… */
  bestSellerDays: 30,
  /** …and these many of them are checked for stock. */
  bestSellers: 20,
  /** The zero-result searches are the search report's shortest period. */
  searchDays: SEARCH_REPORT_DAYS[0],
  /** Notices that gave up retrying within these days still need a look. */
  failedNoticeDays: 7,
  /** Rows each list shows; its total says how many there are. */
  listRows: 10,
} as const;

/**
 * The days the figures cover, on the staff clock (the one day filters use, decision 025): today, the
 * week's Monday, and the chart's days oldest first, today the last; `since` is when the first starts.
 */
export interface DashboardPeriods {
  today: string;
  weekStart: string;
  days: string[];
  since: Date;
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = localTime(now, STAFF_TIME_ZONE).date;
  const days = Array.from({ length: DASHBOARD_LIMITS.chartDays }, (_, i) =>
    addDays(today, i + 1 - DASHBOARD_LIMITS.chartDays),
  );
  return {
    today,
    weekStart: addDays(today, 1 - weekdayOf(today)),
    days,
    since: zonedDayStart(days[0] as string, STAFF_TIME_ZONE),
  };
}
