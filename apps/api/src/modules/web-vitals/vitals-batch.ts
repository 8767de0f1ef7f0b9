/**
 * Page-speed measurements counted into their histogram buckets in memory and written to
 * `web_vitals` with one upsert every few seconds (lib/upsert-batch.ts): a beacon adds no statement.
 * (docs/decisions/040-real-user-vitals-and-backups.md)
 */
import type { VariantKey } from '@storefront/domain/variants';
import {
  type PageType,
  WEB_VITALS_KEPT_DAYS,
  type WebVitalMetric,
  webVitalBucket,
} from '@storefront/domain/web-vitals';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { UpsertBatch, type UpsertBatchOptions } from '../../lib/upsert-batch.ts';

export interface VitalsMeasurement {
  variant: VariantKey;
  pageType: PageType;
  metric: WebVitalMetric;
  value: number;
}

interface Row {
  day: string;
  variant: VariantKey;
  pageType: PageType;
  metric: WebVitalMetric;
  le: number;
  samples: number;
}

/** Distinct rows: a day has at most 3 variants × 9 page types × 4 metrics × ~50 buckets. */
export const VITALS_BATCH_DEFAULTS: UpsertBatchOptions = { flushMs: 5_000, maxPending: 2_000 };

export function createVitalsBatch(
  db: Db,
  onError: (error: unknown) => void,
  options: UpsertBatchOptions = VITALS_BATCH_DEFAULTS,
) {
  const batch = new UpsertBatch<Row>(
    {
      write: (rows) => writeRows(db, rows),
      merge: (into, from) => {
        into.samples += from.samples;
      },
      size: (row) => row.samples,
      onError,
    },
    options,
  );
  return {
    batch,
    /** Counts one measurement in its bucket of the UTC day. */
    record(measurement: VitalsMeasurement, now = new Date()): void {
      const { variant, pageType, metric, value } = measurement;
      const day = now.toISOString().slice(0, 10);
      const le = webVitalBucket(metric, value);
      const row = batch.row(`${day}|${variant}|${pageType}|${metric}|${le}`, () => ({
        day,
        variant,
        pageType,
        metric,
        le,
        samples: 0,
      }));
      if (row) row.samples += 1;
    },
  };
}

export type VitalsBatch = ReturnType<typeof createVitalsBatch>;

async function writeRows(db: Db, rows: Row[]): Promise<void> {
  await db.execute(sql`insert into web_vitals (day, variant, page_type, metric, le, samples)
    select day, variant, "pageType", metric, le, samples
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(day date, variant text, "pageType" text, metric text, le double precision, samples bigint)
    on conflict (day, variant, page_type, metric, le) do update set samples = web_vitals.samples + excluded.samples`);
}

/** Removes days past WEB_VITALS_KEPT_DAYS (the periodic job); answers the rows removed. */
export async function pruneWebVitals(db: Db, days = WEB_VITALS_KEPT_DAYS): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from web_vitals where day < current_date - ${days}::int returning 1)
      select count(*)::int as n from gone`,
  );
  return row?.n ?? 0;
}
