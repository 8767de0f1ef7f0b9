/**
 * The process's metrics (decision 037): one prom-client registry, served as Prometheus text by
 * `GET /metrics` (metrics-endpoint.ts), and the small API the rest of the code counts through.
 * Labels hold only values from short fixed lists (variants, route patterns, job and provider names),
 * never an address, an id or anything a client typed, so the number of series stays bounded.
 *
 * Counters and histograms are process-wide, like the process's heap: several apps in one process
 * (tests) add to the same ones. Gauges read at scrape time (pool, job queue) sum their sources.
 */
import { performance } from 'node:perf_hooks';
import type { VariantKey } from '@storefront/domain/variants';
import type { PageType, WebVitalMetric } from '@storefront/domain/web-vitals';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

const registry = new Registry();
// Heap, RSS, CPU, GC, handles and the event loop's delay (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry });

const registers = [registry];

/** Seconds: from a cache hit (sub-millisecond) to a page given up on. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A label that takes values it is told of, up to `max` of them; later ones count as `other`. For
 * values that are few by construction (route patterns, job names) but not listed anywhere in advance.
 */
export function boundedLabel(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

// ---- HTTP ---------------------------------------------------------------------------------------

const requestDuration = new Histogram({
  name: 'storefront_http_request_duration_seconds',
  help: 'Requests answered, by route pattern (a page by its route name) and status class; _count is the request rate',
  labelNames: ['route', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/** One answer: its route's label (plugins/http-metrics.ts), status and seconds taken. */
export function observeRequest(route: string, status: number, seconds: number): void {
  requestDuration.observe({ route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
}

const shedRequests = new Counter({
  name: 'storefront_shed_requests_total',
  help: 'Requests answered 503 because the event loop ran late (load shedding)',
  registers,
});

/** A request the load shedder refused. */
export function countShedRequest(): void {
  shedRequests.inc();
}

let lastUtilization = performance.eventLoopUtilization();
new Gauge({
  name: 'storefront_event_loop_utilization',
  help: 'Share of time the event loop was busy since the previous scrape (0..1)',
  registers,
  collect() {
    const now = performance.eventLoopUtilization();
    this.set(performance.eventLoopUtilization(now, lastUtilization).utilization);
    lastUtilization = now;
  },
});

// ---- caches and renders -------------------------------------------------------------------------

/** The in-memory caches: the web host's pages, the API's anonymous listings and its home page. */
export type CacheName = 'page' | 'catalog' | 'home';
/** A kept answer; one kept but expired (rendered again); one waited for while another request made it; none. */
export type CacheOutcome = 'hit' | 'stale' | 'joined' | 'miss';

const cacheLookups = new Counter({
  name: 'storefront_cache_lookups_total',
  help: 'Lookups of the in-memory caches by outcome: hit, stale (kept but expired), joined (waited for a render under way), miss',
  labelNames: ['cache', 'outcome'] as const,
  registers,
});

export function countCacheLookup(cache: CacheName, outcome: CacheOutcome): void {
  cacheLookups.inc({ cache, outcome });
}

/** A page drawn for guests (kept), as a city's shared render for shoppers with a session, or for one shopper. */
export type PageRenderKind = 'guest' | 'shared' | 'own';

const pageRenders = new Counter({
  name: 'storefront_page_renders_total',
  help: "Pages rendered by kind: guest (may be kept), shared (a city's render for shoppers with a session), own (one shopper's)",
  labelNames: ['kind'] as const,
  registers,
});

export function countPageRender(kind: PageRenderKind): void {
  pageRenders.inc({ kind });
}

// ---- database -----------------------------------------------------------------------------------

/** What a connection pool tells of itself (pg.Pool has these). */
export interface PoolState {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const pools = new Set<PoolState>();
const poolGauge = (name: string, help: string, read: (pool: PoolState) => number) =>
  new Gauge({
    name,
    help,
    registers,
    collect() {
      let sum = 0;
      for (const pool of pools) sum += read(pool);
      this.set(sum);
    },
  });
poolGauge('storefront_db_pool_in_use', 'Database connections lent out now', (p) => p.totalCount - p.idleCount);
poolGauge('storefront_db_pool_idle', 'Database connections open and idle now', (p) => p.idleCount);
poolGauge('storefront_db_pool_waiting', 'Queries waiting for a free database connection now', (p) => p.waitingCount);

/** Reports a pool's state at each scrape until the function answered is called (the pool closed). */
export function watchPool(pool: PoolState): () => void {
  pools.add(pool);
  return () => pools.delete(pool);
}

const queryDuration = new Histogram({
  name: 'storefront_db_query_duration_seconds',
  help: 'Statements on the PostgreSQL pool, from sending to the answer (waits for a connection: storefront_db_pool_waiting)',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

/** Times a statement: call the function answered when it settles. */
export function startQueryTimer(): () => void {
  const end = queryDuration.startTimer();
  // Called with whatever the statement answered: none of it is a label.
  return () => {
    end();
  };
}

/** Set by issue 37's read replicas; declared here so dashboards and alerts have one name to use. */
export const replicaLag = new Gauge({
  name: 'storefront_db_replica_lag_seconds',
  help: 'How far a read replica is behind the primary (no series until replicas are configured)',
  labelNames: ['replica'] as const,
  registers,
});

// ---- job queue ----------------------------------------------------------------------------------

/** Jobs waiting to run now, by name: how many and since when (read from the queue's table at scrape). */
export interface QueueBacklog {
  job: string;
  waiting: number;
  oldestAgeS: number;
}

type Backlog = Map<string, { waiting: number; oldestAgeS: number }>;
const backlogSources = new Set<() => Promise<QueueBacklog[]>>();
const jobLabel = boundedLabel(64);

/** The backlog of every source, summed by job (the oldest age is the largest). */
async function readBacklog(): Promise<Backlog> {
  const byJob: Backlog = new Map();
  const lists = await Promise.all([...backlogSources].map((read) => read().catch(() => [])));
  for (const row of lists.flat()) {
    const job = jobLabel(row.job);
    const sum = byJob.get(job) ?? { waiting: 0, oldestAgeS: 0 };
    byJob.set(job, { waiting: sum.waiting + row.waiting, oldestAgeS: Math.max(sum.oldestAgeS, row.oldestAgeS) });
  }
  return byJob;
}

let backlogRead: Promise<Backlog> | null = null;
/** One read for both gauges of a scrape: the registry collects every metric at once. */
const scrapeBacklog = () => {
  backlogRead ??= readBacklog().finally(() => {
    backlogRead = null;
  });
  return backlogRead;
};

const backlogGauge = (name: string, help: string, read: (row: { waiting: number; oldestAgeS: number }) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['job'] as const,
    registers,
    async collect() {
      const backlog = await scrapeBacklog();
      this.reset();
      for (const [job, row] of backlog) this.set({ job }, read(row));
    },
  });
backlogGauge('storefront_job_queue_depth', 'Jobs due and not yet taken, by job name', (row) => row.waiting);
backlogGauge(
  'storefront_job_oldest_age_seconds',
  'How long the oldest due job has been waiting, by job name',
  (row) => row.oldestAgeS,
);

/** Reports the queue's backlog at each scrape until the function answered is called. */
export function watchQueue(read: () => Promise<QueueBacklog[]>): () => void {
  backlogSources.add(read);
  return () => backlogSources.delete(read);
}

const jobRuns = new Counter({
  name: 'storefront_jobs_total',
  help: 'Job runs in this process by job name and outcome (ok, failed: retried later or given up)',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export function countJobRun(job: string, outcome: 'ok' | 'failed'): void {
  jobRuns.inc({ job: jobLabel(job), outcome });
}

// ---- catalogue ----------------------------------------------------------------------------------

const indexBuilds = new Histogram({
  name: 'storefront_catalog_index_build_seconds',
  help: "Builds of the catalogue's facet index by outcome; _count is the number of rebuilds",
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 60, 120],
  registers,
});

/** Times an index build: call the function answered with how it ended. */
export function startIndexBuild(): (outcome: 'ok' | 'failed') => void {
  const end = indexBuilds.startTimer();
  return (outcome) => end({ outcome });
}

const changeFeedLag = new Histogram({
  name: 'storefront_catalog_change_lag_seconds',
  help: "From a catalogue change's commit to this process's change feed seeing it (the index rebuild follows)",
  buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
  registers,
});

export function observeCatalogChangeLag(seconds: number): void {
  changeFeedLag.observe(Math.max(0, seconds));
}

// ---- outside gateways ---------------------------------------------------------------------------

export type Gateway = 'sms' | 'email' | 'payment';

const gatewayCalls = new Counter({
  name: 'storefront_gateway_calls_total',
  help: 'Calls to the SMS, e-mail and payment gateways by adapter, operation and outcome (ok, error)',
  labelNames: ['gateway', 'provider', 'operation', 'outcome'] as const,
  registers,
});

/** One call to an outside gateway through its adapter (`provider`: the adapter's kind). */
export function countGatewayCall(gateway: Gateway, provider: string, operation: string, outcome: 'ok' | 'error'): void {
  gatewayCalls.inc({ gateway, provider, operation, outcome });
}

/**
 * The adapter with every method counted as a call of `gateway` (its `kind` names the provider): a
 * method that throws, or whose promise rejects, is an error. Wrapped where the adapter is chosen, so
 * adapters know nothing of metrics.
 */
export function countedGateway<T extends { readonly kind: string }>(gateway: Gateway, adapter: T): T {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      const count = (outcome: 'ok' | 'error') => countGatewayCall(gateway, target.kind, property, outcome);
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = value.apply(target, args);
        } catch (error) {
          count('error');
          throw error;
        }
        if (!(result instanceof Promise)) {
          count('ok');
          return result;
        }
        return result.then(
          (answer) => {
            count('ok');
            return answer;
          },
          (error: unknown) => {
            count('error');
            throw error;
          },
        );
      };
    },
  });
}

const paymentWebhooks = new Counter({
  name: 'storefront_payment_webhooks_total',
  help: "Payment providers' notifications by provider and outcome: accepted (2xx), rejected (4xx: not proven), failed (5xx)",
  labelNames: ['provider', 'outcome'] as const,
  registers,
});

/** A notification answered with `status`; `provider` one of the shop's (or `unknown`). */
export function countPaymentWebhook(provider: string, status: number): void {
  const outcome = status < 400 ? 'accepted' : status < 500 ? 'rejected' : 'failed';
  paymentWebhooks.inc({ provider, outcome });
}

// ---- orders -------------------------------------------------------------------------------------

/** What happened to an order, as counted: a declined order of a legal entity counts as cancelled. */
export type OrderMetricEvent = 'placed' | 'paid' | 'cancelled' | 'refunded';

const orderEvents = new Counter({
  name: 'storefront_orders_total',
  help: 'Orders placed, paid, cancelled and refunded, by event and variant (counted once each, after the change commits)',
  labelNames: ['event', 'variant'] as const,
  registers,
});

export function countOrder(event: OrderMetricEvent, variant: VariantKey): void {
  orderEvents.inc({ event, variant });
}

// ---- real-user vitals ---------------------------------------------------------------------------

// Buckets with web.dev's good and poor thresholds among their bounds (domain web-vitals.ts), few enough
// for every page type and variant: the back office reads finer ones from the web_vitals table.
const webVitalSeconds = new Histogram({
  name: 'storefront_web_vital_seconds',
  help: "Shoppers' browsers' LCP, INP and TTFB by page type and variant (sampled beacons)",
  labelNames: ['metric', 'page_type', 'variant'] as const,
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10, 20],
  registers,
});
const webVitalCls = new Histogram({
  name: 'storefront_web_vital_cls',
  help: "Shoppers' browsers' cumulative layout shift by page type and variant (sampled beacons)",
  labelNames: ['page_type', 'variant'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  registers,
});

/** One measurement of a beacon, in the web-vitals library's units (milliseconds; CLS unitless). */
export function observeWebVital(name: WebVitalMetric, pageType: PageType, variant: VariantKey, value: number): void {
  if (name === 'CLS') webVitalCls.observe({ page_type: pageType, variant }, value);
  else webVitalSeconds.observe({ metric: name, page_type: pageType, variant }, value / 1000);
}

/** The whole registry as Prometheus text. */
export function metricsText(): Promise<string> {
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
