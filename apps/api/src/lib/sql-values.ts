/** JS values as SQL expressions of a given type, for statements built with Drizzle's `sql`. */
import { type SQL, sql } from 'drizzle-orm';

/** An array literal of the values (Drizzle would otherwise expand an array into a parenthesised list). */
function typedArray(values: readonly (number | string)[], type: 'int' | 'text'): SQL {
  const cast = sql.raw(`::${type}[]`);
  if (values.length === 0) return sql`'{}'${cast}`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]${cast}`;
}

export const intArray = (values: readonly number[]): SQL => typedArray(values, 'int');
export const textArray = (values: readonly string[]): SQL => typedArray(values, 'text');

/**
 * Integers as one parameter (an array's text, cast): the statement's text is the same however many
 * there are, as a prepared statement's must be (db/prepared.ts).
 */
export function intArrayParam(values: readonly number[]): SQL {
  if (!values.every(Number.isSafeInteger)) throw new TypeError('intArrayParam takes integers');
  return sql`${`{${values.join(',')}}`}::int[]`;
}
