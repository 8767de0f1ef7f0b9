/**
 * Bulk inserts for the seed. On PostgreSQL each call is one `COPY … FROM STDIN` (text format): the
 * server's fastest way in, and on this side a line of text per row instead of an object graph to
 * stringify and parse again as JSON (a million products mean ~20 million stock rows). PGlite, which
 * has no COPY from the client, takes each batch as a single JSON parameter expanded by
 * json_to_recordset: no 65 535-parameter cap per statement and far less per-value work than
 * multi-row VALUES (about 40% faster there than VALUES).
 */
import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Rows per statement: about 1 MB of JSON for the narrow stock rows. */
const DEFAULT_BATCH = 20_000;

/** Postgres type of a column inside the record definition; serial is only a column default. */
function recordType(sqlType: string): string {
  if (sqlType === 'serial') return 'integer';
  if (sqlType === 'bigserial') return 'bigint';
  if (sqlType === 'smallserial') return 'smallint';
  return sqlType;
}

/**
 * Inserts rows in batches of `batchSize`. Every row must carry the same keys; the columns
 * are those of the first row. Values are sent as JSON, so they must be plain (numbers, strings,
 * booleans, null, Dates, and objects for jsonb columns).
 */
export async function insertRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = DEFAULT_BATCH,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => key in first)
    .map(([key, column]) => ({ key, name: column.name, type: recordType(column.getSQLType()) }));
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const definition = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.type)}`),
    sql`, `,
  );

  // COPY's text format spells arrays otherwise than JSON does: tables with array columns take the JSON way.
  const client = columns.some((c) => c.type.endsWith(']')) ? null : copyClient(db);
  if (client) {
    await copyIn(client, sql`copy ${table} (${names}) from stdin`, rows, columns);
    return rows.length;
  }
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const c of columns) record[c.name] = (row as Record<string, unknown>)[c.key] ?? null;
      return record;
    });
    const statement: SQL = sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(batch)}::json) as r(${definition})`;
    await db.execute(statement);
  }
  return rows.length;
}

/** Rows were inserted with explicit ids; move each serial sequence past them so later inserts don't collide. */
export async function resetSequences(db: Db, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
    );
  }
}

/** The subset of pg's Client and its connection that COPY FROM STDIN needs. */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}
interface PgClient {
  query(submittable: object): unknown;
}

/** The node-postgres client under a Drizzle database or transaction, when there is one (not PGlite's, not a pool). */
function copyClient(db: Db): PgClient | null {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client as
    | (PgClient & { connection?: unknown })
    | undefined;
  return client && typeof client.query === 'function' && client.connection ? client : null;
}

/** COPY's text format: tab-separated, \N for null, backslash, tab and line breaks escaped; jsonb as JSON. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : text;
}
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** Bytes per CopyData message: the rows are sent as they are written, a message at a time. */
const COPY_MESSAGE = 256 * 1024;

/**
 * Runs `statement` (a COPY … FROM STDIN) on pg's client as a submittable, the way pg-copy-streams
 * does: when the server asks for the data, the rows go as CopyData messages and CopyDone; the answer
 * comes with ReadyForQuery, or the server's error instead.
 */
function copyIn(
  client: PgClient,
  statement: SQL,
  rows: readonly object[],
  columns: readonly { key: string }[],
): Promise<void> {
  const text = new PgDialect().sqlToQuery(statement).sql;
  return new Promise((resolve, reject) => {
    client.query({
      submit: (connection: PgConnection) => connection.query(text),
      handleCopyInResponse: (connection: PgConnection) => {
        let pending = '';
        for (const row of rows) {
          let line = '';
          for (let i = 0; i < columns.length; i++) {
            if (i > 0) line += '\t';
            line += copyValue((row as Record<string, unknown>)[(columns[i] as { key: string }).key]);
          }
          pending += `${line}\n`;
          if (pending.length >= COPY_MESSAGE) {
            connection.sendCopyFromChunk(Buffer.from(pending));
            pending = '';
          }
        }
        if (pending) connection.sendCopyFromChunk(Buffer.from(pending));
        connection.endCopyFrom();
      },
      // pg's client hands an error to the statement and forgets it: ReadyForQuery then comes to nobody.
      handleError: (error: unknown) => reject(error),
      handleReadyForQuery: () => resolve(),
      handleCommandComplete: () => {},
      handleRowDescription: () => {},
      handleDataRow: () => {},
      handleEmptyQuery: () => {},
      handlePortalSuspended: () => {},
      handleCopyData: () => {},
    });
  });
}
