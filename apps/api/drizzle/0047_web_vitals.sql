-- Real-user page speed (decision 040): per UTC day, variant, page type and metric, how many
-- measurements fell in each histogram bucket, `le` being the bucket's upper bound (the domain's
-- WEB_VITAL_BUCKETS). Written in batches by apps/api/src/modules/web-vitals/vitals-batch.ts.
-- The p75 per page type for today and the last 7 days: `webVitalsP75(db, { variant? })` exported by
-- apps/api/src/modules/web-vitals/vitals-report.ts (the smallest `le` whose running sum of
-- `samples` reaches 75% of the total, so a p75 reads "at most le").
CREATE TABLE "web_vitals" (
	"day" date NOT NULL,
	"variant" text NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"le" double precision NOT NULL,
	"samples" bigint NOT NULL,
	CONSTRAINT "web_vitals_day_variant_page_type_metric_le_pk" PRIMARY KEY("day","variant","page_type","metric","le"),
	CONSTRAINT "web_vitals_samples" CHECK ("web_vitals"."samples" > 0)
);
