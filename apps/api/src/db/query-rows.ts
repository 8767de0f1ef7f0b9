/** Rows of a raw statement: the shared Db type leaves them untyped, so every module reads them here. */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
