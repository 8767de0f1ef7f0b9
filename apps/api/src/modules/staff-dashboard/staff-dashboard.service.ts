/**
 * The back office's dashboard: each section the staff member's roles open, loaded side by side;
 * the others are not even read (a content editor's request touches no order).
 */
import type { CatalogueLang } from '@storefront/domain/catalog-ops';
import {
  DASHBOARD_LIMITS,
  type DashboardSection,
  dashboardPeriods,
  dashboardSectionsFor,
} from '@storefront/domain/staff-dashboard';
import type { Db } from '../../db/client.ts';
import { searchReport } from '../catalog-staff/search-tuning.admin.ts';
import { webVitalsP75 } from '../web-vitals/vitals-report.ts';
import { bestSellerStockOuts } from './best-seller-stock-outs.ts';
import { ordersNeedingAction } from './orders-needing-action.ts';
import { salesFigures } from './sales-figures.ts';
import type { StaffDashboard } from './staff-dashboard.schemas.ts';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

async function zeroResultSearches(db: Db) {
  const { days, rows } = await searchReport(db, { days: DASHBOARD_LIMITS.searchDays, results: 'zero' });
  return {
    days,
    total: rows.length,
    list: rows
      .slice(0, DASHBOARD_LIMITS.listRows)
      .map(({ query, variant, searches, lastAt }) => ({ query, variant, searches, lastAt })),
  };
}

export async function staffDashboard(
  db: Db,
  roles: readonly string[],
  lang: CatalogueLang,
  now = new Date(),
): Promise<StaffDashboard> {
  const periods = dashboardPeriods(now);
  const open = new Set(dashboardSectionsFor(roles));
  const load = <T>(section: DashboardSection, read: () => Promise<T>) =>
    open.has(section) ? read() : Promise.resolve(undefined);
  const [sales, actions, stockOuts, searches, vitals] = await Promise.all([
    load('sales', () => salesFigures(db, periods)),
    load('actions', () => ordersNeedingAction(db, now)),
    load('stockOuts', async () => ({
      days: DASHBOARD_LIMITS.bestSellerDays,
      list: await bestSellerStockOuts(db, daysBefore(now, DASHBOARD_LIMITS.bestSellerDays), lang),
    })),
    load('searches', () => zeroResultSearches(db)),
    load('vitals', () => webVitalsP75(db, { now })),
  ]);
  return { today: periods.today, weekStart: periods.weekStart, sales, actions, stockOuts, searches, vitals };
}
