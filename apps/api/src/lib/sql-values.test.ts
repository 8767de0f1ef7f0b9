import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { intArrayParam } from './sql-values.ts';

const render = (values: number[]) => new PgDialect().sqlToQuery(intArrayParam(values));

describe('intArrayParam', () => {
  it('writes any number of integers as one parameter, so the statement text stays the same', () => {
    expect(render([7]).sql).toBe(render([1, 2, 3, 4, 5]).sql);
    expect(render([]).sql).toBe(render([1]).sql);
    expect(render([3, 1, 2]).params).toEqual(['{3,1,2}']);
  });

  it('refuses anything but integers', () => {
    expect(() => render([1.5])).toThrow(TypeError);
    expect(() => render([Number.NaN])).toThrow(TypeError);
  });
});
