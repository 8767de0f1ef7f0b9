/**
 * Statements run as named prepared statements on PostgreSQL: each pool connection parses one
 * once, and after its first executions the server keeps a generic plan for it (plan_cache_mode
 * auto), so a large statement on a hot path is no longer planned on every call (planning the
 * order placement's basket lock costs several times its execution). PGlite runs them as usual.
 *
 * Only for statements whose text is the same from call to call (the values as parameters) and
 * whose result columns are spelled out: a `*` over a table would make a connection's prepared
 * statement fail ("cached plan must not change result type") once a migration adds a column.
 * The name carries a hash of the text, so a changed text is a new statement, never a clash.
 */
import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();
/** The texts run under each label with their names: a handful of hot statements. */
const named = new Map<string, { text: string; name: string }[]>();
let namedCount = 0;
/**
 * Past this many texts the rest run unnamed, as any other statement: a text that varied from call to
 * call would otherwise pile up prepared statements on every connection.
 */
const MAX_NAMED = 64;

function statementName(label: string, text: string): string | undefined {
  // Looked up by label, then compared: hashing a long text on every call costs more than comparing it.
  const texts = named.get(label) ?? [];
  const known = texts.find((t) => t.text === text);
  if (known) return known.name;
  if (namedCount >= MAX_NAMED) return undefined;
  // PostgreSQL keeps 63 bytes of a name: the label is short, the hash tells texts apart.
  const name = `${label}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  texts.push({ text, name });
  named.set(label, texts);
  namedCount += 1;
  return name;
}

/** The rows of `statement`, run as the named prepared statement `label` (plus the text's hash). */
export async function preparedRows<T>(db: Db, label: string, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const prepared = db._.session.prepareQuery(query, undefined, statementName(label, query.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A statement whose text depends only on its shape (a few cases): `build` writes it once per shape
 * with placeholders (`sql.placeholder(name)`, inside `sql` so that each value goes as given) where
 * its values go (`db` is only for Drizzle's query builders), it is rendered once, and every call runs the rendered text as the named prepared
 * statement `label` with the call's values. For the hottest statements: building and rendering a
 * large one with Drizzle on every call costs more of the server's CPU than the rest of the
 * request's own code.
 */
export function preparedTemplate<Shape extends string>(label: string, build: (shape: Shape, db: Db) => Promise<SQL>) {
  const rendered = new Map<Shape, Promise<{ query: Query; name: string | undefined }>>();
  const render = async (shape: Shape, db: Db) => {
    const query = dialect.sqlToQuery(await build(shape, db));
    return { query, name: statementName(label, query.sql) };
  };
  return async <T>(db: Db, shape: Shape, values: Record<string, unknown>): Promise<T[]> => {
    let statement = rendered.get(shape);
    if (!statement) {
      statement = render(shape, db);
      rendered.set(shape, statement);
      // A failed build is not kept: the next call builds again.
      statement.catch(() => rendered.delete(shape));
    }
    const { query, name } = await statement;
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as unknown as { rows: T[] }).rows;
  };
}
