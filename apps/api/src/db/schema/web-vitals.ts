/**
 * Real-user page speed, aggregated (decision 040): how many measurements of a metric fell in each
 * histogram bucket, per UTC day, variant and page type. No address, session or person is kept: a
 * row is a count. Migration 0047 is hand-written.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const webVitals = pgTable(
  'web_vitals',
  {
    day: date('day').notNull(),
    variant: text('variant').notNull(),
    /** PAGE_TYPES of the domain's web-vitals.ts. */
    pageType: text('page_type').notNull(),
    /** WEB_VITAL_METRICS: LCP, INP, TTFB in ms, CLS unitless. */
    metric: text('metric').notNull(),
    /** The bucket's upper bound (WEB_VITAL_BUCKETS): it holds values above the previous bound up to this one. */
    le: doublePrecision('le').notNull(),
    samples: bigint('samples', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.variant, t.pageType, t.metric, t.le] }),
    check('web_vitals_samples', sql`${t.samples} > 0`),
  ],
);
