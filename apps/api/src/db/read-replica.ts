/**
 * A streaming read replica (DATABASE_REPLICA_URL) for the catalogue's and content's reads. Its lag is
 * measured every poll and exported (storefront_db_replica_lag_seconds); while it is further behind
 * than the limit or does not answer, its reads go to the primary, and a read the replica fails to
 * answer runs again on the primary (decision 042). Only a replica that cannot be reached is set aside
 * until the next poll; one that refuses a single read (a conflict with the recovery it replays, a
 * cancelled statement) keeps serving the others. Without a replica every read is the primary's.
 */
import { sql } from 'drizzle-orm';
import { replicaLag } from '../observability/metrics.ts';
import { type Database, type Db, openDatabase } from './client.ts';
import { queryRows } from './query-rows.ts';

/** none: not configured; up: serving reads; lagging: behind by more than the limit; down: not answering. */
export type ReplicaStatus = 'none' | 'up' | 'lagging' | 'down';

export interface ReadReplica {
  /** Runs `read` on the replica when it may serve (not `primaryOnly`, caught up, answering), else on the primary. */
  read<T>(primaryOnly: boolean, read: (db: Db) => Promise<T>): Promise<T>;
  status(): ReplicaStatus;
  /** Measures the lag now; the poll does it every `pollMs`. */
  measure(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaSettings {
  url: string;
  poolSize: number;
  maxLagS: number;
  pollMs: number;
  onError: (error: unknown) => void;
}

/** Waiting longer for a replica's connection than this sends the read to the primary. */
const CONNECT_TIMEOUT_MS = 2000;

export async function openReadReplica(primary: Database, settings: ReplicaSettings | null): Promise<ReadReplica> {
  if (!settings || primary.kind !== 'postgres') return primaryOnly(primary.db);
  let lagS: number | null = null;
  let down = false;
  const label = { replica: new URL(settings.url).host };
  const markDown = (error: unknown) => {
    if (!down) settings.onError(error);
    down = true;
    replicaLag.set(label, Number.POSITIVE_INFINITY);
  };
  const replica = await openDatabase({
    url: settings.url,
    poolSize: settings.poolSize,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    onIdleError: markDown,
  });
  const status = (): ReplicaStatus => {
    if (down || lagS === null) return 'down';
    return lagS > settings.maxLagS ? 'lagging' : 'up';
  };
  const measure = async () => {
    try {
      lagS = await measureLag(primary.db, replica.db);
      down = false;
      replicaLag.set(label, lagS);
    } catch (error) {
      markDown(error);
    }
  };
  await measure();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const poll = () => {
    if (closed) return;
    timer = setTimeout(() => void measure().finally(poll), settings.pollMs);
    timer.unref();
  };
  poll();
  return {
    async read(primaryOnly, read) {
      if (primaryOnly || status() !== 'up') return read(primary.db);
      try {
        return await read(replica.db);
      } catch (error) {
        const cause = replicaFault(error);
        if (cause === 'read') throw error;
        if (cause === 'unreachable') markDown(error);
        return read(primary.db);
      }
    },
    status,
    measure,
    async close() {
      closed = true;
      clearTimeout(timer);
      replicaLag.remove(label);
      await replica.close();
    },
  };
}

function primaryOnly(db: Db): ReadReplica {
  return {
    read: (_primaryOnly, read) => read(db),
    status: () => 'none',
    measure: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * Seconds the replica is behind: none when it has replayed the primary's write-ahead log as far as
 * the primary had written it a moment before, else the time since the last transaction it replayed
 * (an idle primary writes nothing, so a replica that has replayed everything is never counted late).
 */
async function measureLag(primary: Db, replica: Db): Promise<number> {
  const [written] = await queryRows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
  const [row] = await queryRows<{ lagS: number | null }>(
    replica,
    sql`select case when pg_last_wal_replay_lsn() >= ${written?.lsn}::pg_lsn then 0
      else extract(epoch from now() - pg_last_xact_replay_timestamp()) end::float8 as "lagS"`,
  );
  // Not replaying at all (not a replica, or nothing replayed yet): never caught up.
  return row?.lagS ?? Number.POSITIVE_INFINITY;
}

/** SQLSTATE classes the primary would answer alike (bad data, constraint, syntax): the read's fault, not the replica's. */
const READS_OWN_FAULT = /^(22|23|42)/;
/** SQLSTATE classes of a server that cannot serve: connection lost, shutting down or starting, out of resources. */
const UNREACHABLE = /^(08|53|57P)/;

/**
 * Whose fault a failed replica read is: the read's (the primary would refuse it too), an unreachable
 * replica's (no SQLSTATE: the connection failed or timed out; or a server that cannot serve), or this
 * read's alone on the replica (a recovery conflict, a cancelled statement, a write refused by a standby).
 */
function replicaFault(error: unknown): 'read' | 'unreachable' | 'this read' {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      if (READS_OWN_FAULT.test(code)) return 'read';
      return UNREACHABLE.test(code) ? 'unreachable' : 'this read';
    }
  }
  return 'unreachable';
}
