/**
 * The p75 of each page-speed metric per page type, for today and the last seven days (the back
 * office's dashboard). Worked out in SQL from the histogram rows: the smallest bucket bound whose
 * running count reaches 75% of the period's measurements, so a p75 reads "at most this" and is
 * at most one bucket (28%) above the true one; whether it is good or poor is exact (decision 040).
 */
import type { VariantKey } from '@storefront/domain/variants';
import {
  type PageType,
  rateWebVital,
  WEB_VITALS_REPORT_DAYS,
  type WebVitalMetric,
  type WebVitalRating,
} from '@storefront/domain/web-vitals';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface WebVitalP75 {
  pageType: PageType;
  metric: WebVitalMetric;
  /** ms for LCP, INP and TTFB; unitless for CLS. */
  p75: number;
  rating: WebVitalRating;
  /** Measurements behind it. */
  samples: number;
}

export interface WebVitalsReport {
  /** The UTC day so far. */
  today: WebVitalP75[];
  /** The last seven UTC days, today among them. */
  week: WebVitalP75[];
}

/** Page types and metrics with no measurement in the period are left out (none at all: "no data yet"). */
export async function webVitalsP75(
  db: Db,
  { variant, now = new Date() }: { variant?: VariantKey; now?: Date } = {},
): Promise<WebVitalsReport> {
  const [today, week] = await Promise.all([
    p75Since(db, WEB_VITALS_REPORT_DAYS.today, now, variant),
    p75Since(db, WEB_VITALS_REPORT_DAYS.week, now, variant),
  ]);
  return { today, week };
}

async function p75Since(db: Db, days: number, now: Date, variant: VariantKey | undefined): Promise<WebVitalP75[]> {
  const until = now.toISOString().slice(0, 10);
  const rows = await queryRows<{ pageType: PageType; metric: WebVitalMetric; p75: number; samples: string | number }>(
    db,
    sql`with buckets as (
        select page_type, metric, le, sum(samples) as n
        from web_vitals
        where day > ${until}::date - ${days}::int and day <= ${until}::date
          ${variant ? sql`and variant = ${variant}` : sql``}
        group by page_type, metric, le
      ), running as (
        select page_type, metric, le,
          sum(n) over (partition by page_type, metric order by le) as reached,
          sum(n) over (partition by page_type, metric) as total
        from buckets
      )
      select page_type as "pageType", metric, min(le) filter (where reached >= 0.75 * total) as p75,
        max(total) as samples
      from running
      group by page_type, metric
      order by page_type, metric`,
  );
  return rows.map((row) => ({
    pageType: row.pageType,
    metric: row.metric,
    p75: Number(row.p75),
    rating: rateWebVital(row.metric, Number(row.p75)),
    samples: Number(row.samples),
  }));
}
