/** JS values as SQL expressions of a given type, for statements built with Drizzle's `sql`. */
import { type SQL, sql } from 'drizzle-orm';

/** An int[] literal of the ids (Drizzle would otherwise expand an array into a parenthesised list). */
export function intArray(ids: readonly number[]): SQL {
  return ids.length
    ? sql`array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;
}
