/**
 * Background jobs on a PostgreSQL queue (pg-boss; docs/decisions/006-job-queue-and-limits.md).
 *
 * - `enqueue(name, payload, { tx, runAt })` adds a job; with `tx` the job is part of that
 *   transaction: it exists only if the transaction commits.
 * - Every API process may run workers: a job is taken by one of them (row lock, SKIP LOCKED).
 * - A failing job is retried with exponential backoff up to its retry limit.
 * - `cron` jobs are sent once per slot across all processes (pg-boss's schedule table).
 * - Works on a pg pool and on embedded PGlite alike: pg-boss talks to the database only through
 *   `executeSql`, which Database.sql provides for both.
 */
import { createHash } from 'node:crypto';
import { is, SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { JOB_SCHEMA } from '../db/job-queue-schema.ts';
import { isDeadlock } from '../lib/pg-errors.ts';
import { countJobRun, type QueueBacklog, watchQueue } from '../observability/metrics.ts';

/**
 * Payload of every job by name. A feature adds its own job by augmenting this interface:
 * `declare module '../../jobs/queue.ts' { interface JobPayloads { 'my-job': { id: number } } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, job by job
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

export interface EnqueueOptions {
  /** Run no earlier than this moment (a scheduled SMS, a reminder). Default: now. */
  runAt?: Date;
  /** Enqueue inside this transaction: the job is kept only if it commits. */
  tx?: Db;
  /** Enqueued once: a second enqueue with this key is ignored (returns null) while the first is kept (14 days). */
  key?: string;
}

export interface JobDefinition<P> {
  run(payload: P, job: { id: string; attempt: number }): Promise<void>;
  /** Retries after the first failure (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time (default 30). */
  retryDelayS?: number;
  /** Seconds a running job may take before it is given to another worker (default 300). */
  expireInS?: number;
  /** A cron expression (UTC, minute precision): the job is sent once per slot across all processes. */
  cron?: string;
}

export interface JobQueue {
  define<N extends JobName>(name: N, definition: JobDefinition<JobPayloads[N]>): void;
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options?: EnqueueOptions): Promise<string | null>;
  /** Adds several jobs of one name in one statement (inside `tx` when given). */
  enqueueMany<N extends JobName>(
    name: N,
    payloads: JobPayloads[N][],
    options?: Pick<EnqueueOptions, 'tx'>,
  ): Promise<void>;
  /**
   * The insert enqueueMany would run, as SQL to run inside a larger statement (a data-modifying
   * CTE): the jobs exist only if that statement's transaction commits. The jobs are the value of
   * `jobs` (a `jobsJson` text): a placeholder lets a statement rendered once take each call's jobs.
   */
  enqueueManySql(jobs: SQL): Promise<SQL>;
  /** Several jobs of one name as enqueueManySql's `jobs` takes them. */
  jobsJson<N extends JobName>(name: N, payloads: JobPayloads[N][]): string;
  /** Connects to the queue and creates the defined queues (no workers). Called by buildApp. */
  prepare(): Promise<void>;
  /** Starts the workers and the cron schedule in this process. */
  startWorkers(options?: { pollingIntervalS?: number }): Promise<void>;
  /**
   * Runs every due job of the defined queues now, in this process, until none is left (tests and
   * one-off scripts). `ignoreRunAt` also takes jobs waiting for their time or for a retry.
   */
  drain(options?: { ignoreRunAt?: boolean }): Promise<{ ran: number; failed: number }>;
  /** Whether the queue's tables answer. */
  ready(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * pg-boss's numbered-parameter SQL as a Drizzle fragment, to run it in a Drizzle transaction. A value
 * that is SQL (a placeholder) goes in as it is.
 */
export function toDrizzleSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) => {
    if (i % 2 === 0) return sql.raw(part);
    const value = values[Number(part) - 1];
    return is(value, SQL) ? value : sql`${toParam(value)}`;
  });
  return sql.join(chunks, sql.raw(''));
}

/** As node-postgres would send them: objects (job data, options) as JSON text, undefined as null. */
const toParam = (value: unknown) =>
  value === undefined
    ? null
    : value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;

/** Jobs as pg-boss's insert takes them (its first parameter is their JSON). */
const jobRows = (name: string, payloads: readonly unknown[]) =>
  payloads.map((data) => ({ name, data: data as object }));

/** A job id (a UUID) derived from its name and key: the queue's primary key keeps the job once. */
function keyedId(name: string, key: string): string {
  const h = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function txRunner(tx: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** A pg-boss instance on the app's connection pool; only a working one supervises and schedules. */
function connectBoss(database: Database, log: FastifyBaseLogger, work: boolean, pollingIntervalS: number): PgBoss {
  const instance = new PgBoss({
    db: database.sql as PgBoss.Db,
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: work,
    schedule: work,
    cronMonitorIntervalSeconds: 30,
    pollingIntervalSeconds: pollingIntervalS,
  });
  instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
  return instance;
}

/** Key of the advisory lock under which processes set up the queues one after another. */
const QUEUE_SETUP_LOCK_KEY = 7_305_002;

/**
 * Creates the queues or brings their options up to date, in one transaction under an advisory lock.
 * Creating a queue attaches a partition to pg-boss's job table, so processes starting together deadlocked
 * on it; now they take turns and the later ones only update what the first created. pg-boss still creates
 * its own internal queue outside the lock when a process starts working, so a deadlock with that is tried
 * again, a few times.
 */
async function ensureQueues(database: Database, queues: readonly PgBoss.Queue[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_SETUP_LOCK_KEY})`);
        const setup = new PgBoss({
          db: txRunner(tx),
          schema: JOB_SCHEMA,
          migrate: false,
          supervise: false,
          schedule: false,
        });
        for (const queue of queues) {
          if (await setup.getQueue(queue.name)) await setup.updateQueue(queue.name, queue);
          else await setup.createQueue(queue.name, queue);
        }
      });
      return;
    } catch (error) {
      if (attempt >= 3 || !isDeadlock(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** A job's queue options: its retries and how long a run may take. */
const queueOptions = (name: string, d: JobDefinition<never>): PgBoss.Queue => ({
  name,
  retryLimit: d.retryLimit ?? 5,
  retryDelay: d.retryDelayS ?? 30,
  retryBackoff: true,
  expireInSeconds: d.expireInS ?? 300,
});

/**
 * Runs every due job of the named queues in this process until none is left (a job a run enqueues
 * is run too, up to 100 rounds); `ignoreRunAt` takes the waiting ones as well, in one round.
 */
async function drainQueues(
  boss: PgBoss,
  names: readonly string[],
  runJob: (name: string, job: PgBoss.JobWithMetadata<unknown>) => Promise<void>,
  ignoreRunAt: boolean,
): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  for (let round = 0; round < 100; round++) {
    let found = 0;
    for (const name of names) {
      const jobs = await boss.fetch<unknown>(name, {
        batchSize: 50,
        includeMetadata: true,
        ignoreStartAfter: ignoreRunAt,
      });
      for (const job of jobs) {
        found += 1;
        try {
          await runJob(name, job);
          await boss.complete(name, job.id);
          ran += 1;
        } catch (error) {
          await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          failed += 1;
        }
      }
    }
    if (found === 0 || ignoreRunAt) break;
  }
  return { ran, failed };
}

/** Jobs due and not taken, by name, with how long the oldest has waited: one scan of the queue's pending index. */
async function queueBacklog(database: Database): Promise<QueueBacklog[]> {
  const { rows } = await database.sql.executeSql(
    `select name as job, count(*)::int as waiting,
            coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as "oldestAgeS"
       from ${JOB_SCHEMA}.job where state < 'active' and start_after <= now() group by name`,
  );
  return rows as QueueBacklog[];
}

export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  const definitions = new Map<string, JobDefinition<never>>();
  let boss: PgBoss | null = null;
  let working = false;

  const connect = (work: boolean, pollingIntervalS = 2) => connectBoss(database, log, work, pollingIntervalS);
  const createQueues = () =>
    ensureQueues(
      database,
      [...definitions].map(([name, d]) => queueOptions(name, d)),
    );

  const runJob = async (name: string, job: PgBoss.JobWithMetadata<unknown>) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job '${name}' defined`);
    try {
      await definition.run(job.data as never, { id: job.id, attempt: job.retryCount + 1 });
      countJobRun(name, 'ok');
    } catch (error) {
      countJobRun(name, 'failed');
      log.warn({ err: error, job: name, jobId: job.id, attempt: job.retryCount + 1 }, 'job failed; retried later');
      throw error;
    }
  };
  let unwatch = () => {};

  const queue: JobQueue = {
    define(name, definition) {
      definitions.set(name, definition as JobDefinition<never>);
    },

    async enqueue(name, payload, options = {}) {
      if (!boss) throw new Error('job queue not prepared');
      if (!definitions.has(name)) throw new Error(`no job '${name}' defined`);
      return boss.send(name, payload as object, {
        ...(options.runAt ? { startAfter: options.runAt } : {}),
        ...(options.key ? { id: keyedId(name, options.key) } : {}),
        ...(options.tx ? { db: txRunner(options.tx) } : {}),
      });
    },

    async enqueueMany(name, payloads, options = {}) {
      if (!boss) throw new Error('job queue not prepared');
      if (!definitions.has(name)) throw new Error(`no job '${name}' defined`);
      if (payloads.length === 0) return;
      await boss.insert(jobRows(name, payloads), options.tx ? { db: txRunner(options.tx) } : {});
    },

    async enqueueManySql(jobs) {
      if (!boss) throw new Error('job queue not prepared');
      let captured: SQL | null = null;
      // pg-boss's insert takes the jobs' JSON as its first parameter and its own settings as the rest.
      await boss.insert([], {
        db: {
          async executeSql(text, values) {
            captured = toDrizzleSql(text, [jobs, ...values.slice(1)]);
            return { rows: [] };
          },
        },
      });
      if (!captured) throw new Error('job insert not captured');
      return captured;
    },

    jobsJson(name, payloads) {
      if (!definitions.has(name)) throw new Error(`no job '${name}' defined`);
      return JSON.stringify(jobRows(name, payloads));
    },

    async prepare() {
      if (boss) return;
      boss = connect(false);
      await boss.start();
      await createQueues();
      unwatch = watchQueue(() => queueBacklog(database));
    },

    async startWorkers({ pollingIntervalS = 2 } = {}) {
      if (working) return;
      await boss?.stop({ graceful: false, close: false });
      boss = connect(true, pollingIntervalS);
      await boss.start();
      await createQueues();
      working = true;
      for (const [name, d] of definitions) {
        await boss.work(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: pollingIntervalS },
          async ([job]) => {
            if (job) await runJob(name, job as PgBoss.JobWithMetadata<unknown>);
          },
        );
        if (d.cron) await boss.schedule(name, d.cron, {}, { tz: 'UTC', singletonKey: name });
      }
    },

    async drain({ ignoreRunAt = false } = {}) {
      if (!boss) throw new Error('job queue not prepared');
      return drainQueues(boss, [...definitions.keys()], runJob, ignoreRunAt);
    },

    async ready() {
      try {
        await database.sql.executeSql(`select 1 from ${JOB_SCHEMA}.version`);
        return boss !== null;
      } catch {
        return false;
      }
    },

    async stop() {
      unwatch();
      const instance = boss;
      boss = null;
      working = false;
      await instance?.stop({ graceful: true, close: false, timeout: 5000, wait: true });
    },
  };
  return queue;
}
