/**
 * `npm run bench:search`: how well the shop's search answers what shoppers type, on the demo catalogue.
 *
 * Seeds the demo catalogue (SEED_PRODUCTS, default 6,000) into a fresh database of the server DATABASE_URL
 * names (default postgres://postgres@127.0.0.1:5432; dropped at the end), starts the production API server
 * on it with the listing cache off (CATALOG_CACHE_TTL_S=0: every answer computed), and asks it every query
 * of bench/search-queries.ts as the search page does: `GET catalog?type=search&query=…&count=10` under the
 * query's shop (/, /kz/, /ae/) in that shop's language. Each answer's first ten goods are graded from the
 * catalogue's own rows by the query's rule (bench/search-relevance.ts) and scored by nDCG@10 against the best
 * ten the catalogue holds. Per class it prints nDCG@10, the share of answerable queries with no result, and
 * how many answered with goods of another kind only in the first row; then the search time over loopback
 * (one request at a time, BENCH_ROUNDS further rounds of every query, default 5) and the queries that fail.
 * A search's matches are remembered for a few seconds (catalog-engine.ts), so the rounds mostly time the
 * counting and the cards; the first asking of each query, timed apart, runs the search statement too.
 * BENCH_QUERIES=all lists every query. BENCH_DATABASE names a database seeded beforehand instead (kept
 * afterwards). The load average is printed at the start and the end: the machine may be shared.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { apiBase } from '@storefront/domain/routes';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDatabase } from '../apps/api/src/seed/seed.ts';
import { type BenchQuery, QUERY_CLASSES } from './search-queries.ts';
import {
  classFigures,
  DEPTH,
  FIRST_ROW,
  type Grade,
  grade,
  type JudgedProduct,
  outcome,
  type QueryOutcome,
  typeOfModelKey,
} from './search-relevance.ts';
import { admin, benchServerEnv, machine, median, startProcess, urlFor } from './support.ts';

const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 6_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LIST_ALL = process.env.BENCH_QUERIES === 'all';
/** A database seeded beforehand (`npm run seed`), used as it is and kept: 100,000 products take minutes to seed. */
const SEEDED = process.env.BENCH_DATABASE;
/** Below this a query is listed as failing: the issue's bar for every class. */
const PASSING_NDCG = 0.8;

interface CatalogueProduct extends JudgedProduct {
  variants: string[];
}

/** The published goods with what the judgement reads, each with the shops that sell it. */
async function readCatalogue(database: string): Promise<CatalogueProduct[]> {
  const client = new pg.Client({ connectionString: urlFor(database) });
  await client.connect();
  try {
    const { rows } = await client.query<Omit<CatalogueProduct, 'type'> & { model_key: string }>(`
      select p.id, p.article, p.model_key, c.path as category, col.code as colour, m.code as material,
        b.code as brand, p.line,
        coalesce(sz.sizes, '{}') as sizes, coalesce(pr.variants, '{}') as variants
      from products p
      join categories c on c.id = p.category_id
      join colours col on col.id = p.colour_id
      join materials m on m.id = p.material_id
      join brands b on b.id = p.brand_id
      -- Aggregated once, not per product: prices are keyed by variant first.
      left join (select product_id, array_agg(size) as sizes from product_skus where size is not null
        group by product_id) sz on sz.product_id = p.id
      left join (select product_id, array_agg(variant) as variants from product_prices
        group by product_id) pr on pr.product_id = p.id
      where p.published`);
    return rows.map(({ model_key, ...row }) => ({ ...row, type: typeOfModelKey(model_key) }));
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  items: { id: number; name: string }[];
  total: number;
  /** What the search page says it searched for instead, when the answer carries it. */
  shownFor: string | null;
  /** The page a search is sent to instead ('article', 'brand'), when the answer carries it. */
  redirect: string | null;
  ms: number;
}

async function ask(base: string, q: BenchQuery): Promise<Answer> {
  const variant: VariantKey = q.variant ?? 'ru';
  const params = new URLSearchParams({ type: 'search', query: q.query, count: String(DEPTH), favourites: 'n' });
  const started = performance.now();
  const response = await fetch(`${base}${apiBase(variant)}/catalog?${params}`, {
    headers: { 'x-locale': VARIANTS[variant].locale },
  });
  const body = (await response.json()) as {
    data?: {
      items: Answer['items'];
      totalItems: number;
      searchCorrection?: { shown: string } | null;
      redirect?: { reason: string } | null;
    };
  };
  const ms = performance.now() - started;
  const data = body.data;
  return {
    status: response.status,
    items: data?.items.slice(0, DEPTH) ?? [],
    total: data?.totalItems ?? 0,
    shownFor: data?.searchCorrection?.shown ?? null,
    redirect: data?.redirect?.reason ?? null,
    ms,
  };
}

/** The header's type-ahead as a shopper types `q`: its first three and five letters, then the whole query. */
const typedPrefixes = (q: BenchQuery) =>
  [...new Set([q.query.slice(0, 3), q.query.slice(0, 5), q.query])].filter((p) => p.trim().length >= 2);

async function suggest(base: string, q: BenchQuery, prefix: string): Promise<number> {
  const variant: VariantKey = q.variant ?? 'ru';
  const started = performance.now();
  const response = await fetch(
    `${base}${apiBase(variant)}/catalog/suggestions?${new URLSearchParams({ query: prefix })}`,
    {
      headers: { 'x-locale': VARIANTS[variant].locale },
    },
  );
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`suggestions for «${prefix}» answered ${response.status}`);
  return performance.now() - started;
}

interface Judged {
  cls: string;
  query: BenchQuery;
  answer: Answer;
  grades: Grade[];
  relevant: number;
  outcome: QueryOutcome;
}

function judge(cls: string, query: BenchQuery, answer: Answer, catalogue: CatalogueProduct[]): Judged {
  const variant = query.variant ?? 'ru';
  const sold = catalogue.filter((p) => p.variants.includes(variant));
  const byId = new Map(sold.map((p) => [p.id, p]));
  const catalogueGrades = sold.map((p) => grade(p, query.judge));
  const grades = answer.items.map((item) => {
    const product = byId.get(item.id);
    return product ? grade(product, query.judge) : 0;
  });
  return {
    cls,
    query,
    answer,
    grades,
    relevant: catalogueGrades.filter((g) => g > 0).length,
    outcome: outcome(cls, grades, catalogueGrades),
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
const pct = (share: number) => `${Math.round(100 * share)}%`;

function slowest(perQuery: Map<BenchQuery, number[]>, count = 8): string {
  return [...perQuery]
    .map(([q, ms]) => ({ q, ms: median(ms) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ q, ms }) => `«${q.query}»${q.variant ? ` on ${q.variant}` : ''} ${ms.toFixed(1)} ms`)
    .join(', ');
}

function classTable(judged: Judged[], times: Map<string, number[]>): string[] {
  const row = (label: string, outcomes: QueryOutcome[], ms: number[]) => {
    const f = classFigures(label, outcomes);
    return `| ${label} | ${f.ndcg.toFixed(2)} | ${pct(f.zeroShare)} | ${f.wrongKind} | ${f.answerable} of ${f.queries} | ${percentile(ms, 99).toFixed(1)} |`;
  };
  return [
    '| class | nDCG@10 | zero results | wrong kind | queries (answerable of all) | p99 ms |',
    '|---|---:|---:|---:|---:|---:|',
    ...QUERY_CLASSES.map((c) =>
      row(
        c.name,
        judged.filter((j) => j.cls === c.name).map((j) => j.outcome),
        times.get(c.name) ?? [],
      ),
    ),
    row(
      '**all answerable queries**',
      judged.map((j) => j.outcome),
      [...times.values()].flat(),
    ),
  ];
}

function queryRow(j: Judged): string {
  const first = j.answer.items
    .slice(0, FIRST_ROW)
    .map((item, i) => `${item.name} (${j.grades[i]})`)
    .join('; ');
  const score = j.outcome.ndcg === null ? 'unanswerable' : j.outcome.ndcg.toFixed(2);
  const shop = VARIANTS[j.query.variant ?? 'ru'].prefix || 'ru';
  const status = j.answer.status === 200 ? '' : ` (HTTP ${j.answer.status})`;
  return `| ${j.cls} | ${j.query.query} | ${shop} | ${score} | ${j.answer.total}${status} | ${j.relevant} | ${[j.answer.shownFor, j.answer.redirect && `→ ${j.answer.redirect} page`].filter(Boolean).join(' ')} | ${first} |`;
}

function failing(j: Judged): boolean {
  return j.outcome.ndcg === null || j.outcome.ndcg < PASSING_NDCG || j.outcome.zero || j.outcome.wrongKind;
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const started = new Date();
  const database = SEEDED ?? `sf_bench_${randomBytes(4).toString('hex')}`;
  let stop = () => {};
  try {
    if (!SEEDED) {
      await admin((c) => c.query(`create database ${database}`));
      const db = await openDatabase({ url: urlFor(database), poolSize: 2 });
      try {
        await db.migrate();
        await seedDatabase(db.db, { products: PRODUCTS });
      } finally {
        await db.close();
      }
    }
    const catalogue = await readCatalogue(database);
    const server = await startProcess(
      ['apps/api/src/server.ts'],
      { ...benchServerEnv(database, 'seeded'), SERVE: 'api', CATALOG_CACHE_TTL_S: '0' },
      '/api/v1/health/ready',
    );
    stop = server.stop;

    const queries = QUERY_CLASSES.flatMap((c) => c.queries.map((query) => ({ cls: c.name, query })));
    const judged: Judged[] = [];
    for (const { cls, query } of queries) judged.push(judge(cls, query, await ask(server.base, query), catalogue));
    const times = new Map<string, number[]>();
    const perQuery = new Map<BenchQuery, number[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const { cls, query } of queries) {
        const { ms } = await ask(server.base, query);
        times.set(cls, [...(times.get(cls) ?? []), ms]);
        perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
      }
    }
    const suggestionMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const { query } of queries) {
        for (const prefix of typedPrefixes(query)) suggestionMs.push(await suggest(server.base, query, prefix));
      }
    }
    const all = [...times.values()].flat();
    const firstMs = judged.map((j) => j.answer.ms);
    const errors = judged.filter((j) => j.answer.status !== 200).length;

    console.log(
      [
        `Search relevance benchmark started ${started.toISOString().slice(11, 16)} UTC, ${machine()}; at the start ${loadAtStart}.`,
        `${catalogue.length} products of the demo catalogue on PostgreSQL; the production API server with the listing cache off; ${queries.length} queries, each answer's first ${DEPTH} goods graded from the catalogue's data.`,
        '',
        ...classTable(judged, times),
        '',
        `First asking of each query (its search statement run; the server's first requests among them): p50 ${median(firstMs).toFixed(1)} ms, p99 ${percentile(firstMs, 99).toFixed(1)} ms, max ${Math.max(...firstMs).toFixed(1)} ms.`,
        `Search time over loopback, one request at a time, ${ROUNDS} rounds of every query after the judged one: p50 ${median(all).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${Math.max(...all).toFixed(1)} ms.${errors ? ` Answers other than 200: ${errors}.` : ''}`,
        `Suggestions as the queries are typed (their first 3 and 5 letters and the whole query, ${suggestionMs.length} requests): p50 ${median(suggestionMs).toFixed(1)} ms, p99 ${percentile(suggestionMs, 99).toFixed(1)} ms, max ${Math.max(...suggestionMs).toFixed(1)} ms.`,
        `Slowest searches (median of the rounds): ${slowest(perQuery)}.`,
        '',
        LIST_ALL
          ? 'Every query (grade of each of the first goods in brackets: 2 right kind and attributes, 1 right kind, 0 other):'
          : `Queries below nDCG@10 ${PASSING_NDCG}, with no result, of the wrong kind or unanswerable (grade of each of the first goods in brackets: 2 right kind and attributes, 1 right kind, 0 other):`,
        '',
        '| class | query | shop | nDCG@10 | results | relevant in catalogue | shown for, or redirect | first goods |',
        '|---|---|---|---:|---:|---:|---|---|',
        ...judged.filter((j) => LIST_ALL || failing(j)).map(queryRow),
      ].join('\n'),
    );
  } finally {
    stop();
    await new Promise((r) => setTimeout(r, 500));
    if (!SEEDED) await admin((c) => c.query(`drop database if exists ${database} with (force)`));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
