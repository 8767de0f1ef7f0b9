/**
 * Orders and revenue per variant and day on the staff clock. An order counts on the day it was
 * placed unless it was cancelled since; its revenue is its total (goods after discounts, delivery,
 * gift cards included) in the variant's currency. Refunds of parts of an order are not taken off:
 * the figures are what shoppers ordered, the orders list and the refunds say what came back.
 */
import { STAFF_TIME_ZONE } from '@storefront/domain/staff';
import type { DashboardPeriods } from '@storefront/domain/staff-dashboard';
import { type CurrencyCode, VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface Figures {
  orders: number;
  /** Minor units of the variant's currency. */
  revenue: number;
}

export interface VariantSales {
  variant: VariantKey;
  currency: CurrencyCode;
  today: Figures;
  week: Figures;
  /** Every day of the chart, oldest first, days without orders included. */
  days: (Figures & { day: string })[];
}

interface DayRow extends Figures {
  variant: string;
  day: string;
}

/** The days' rows as each variant's figures: today's, the week's since Monday and each chart day's. */
export function salesOfVariants(rows: readonly DayRow[], periods: DashboardPeriods): VariantSales[] {
  return VARIANT_KEYS.map((variant) => {
    const days = periods.days.map((day) => {
      const row = rows.find((r) => r.variant === variant && r.day === day);
      return { day, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
    });
    const since = (first: string) =>
      days
        .filter((d) => d.day >= first)
        .reduce((sum, d) => ({ orders: sum.orders + d.orders, revenue: sum.revenue + d.revenue }), {
          orders: 0,
          revenue: 0,
        });
    return {
      variant,
      currency: VARIANTS[variant].currency,
      today: since(periods.today),
      week: since(periods.weekStart),
      days,
    };
  });
}

export async function salesFigures(db: Db, periods: DashboardPeriods): Promise<VariantSales[]> {
  // A day's sum stays far below 2^53, so float8 carries it exactly (bigint would arrive as text).
  const rows = await queryRows<DayRow>(
    db,
    sql`select variant, to_char(created_at at time zone ${STAFF_TIME_ZONE}, 'YYYY-MM-DD') as day,
        count(*)::int as orders, sum(total)::float8 as revenue
      from orders
      where created_at >= ${periods.since.toISOString()}::timestamptz and status <> 'cancelled'
      group by 1, 2`,
  );
  return salesOfVariants(rows, periods);
}
