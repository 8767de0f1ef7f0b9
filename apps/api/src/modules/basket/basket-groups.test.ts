import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { basketStateSql } from './basket-groups.ts';

describe('the basket state statement', () => {
  it('has one text for every shopper, city and variant, so it runs as one prepared statement', () => {
    const dialect = new PgDialect();
    const guest = dialect.sqlToQuery(basketStateSql('g:0f3a', null, { variant: 'ru', cityId: 1 }));
    const user = dialect.sqlToQuery(basketStateSql('u:42', 42, { variant: 'kz', cityId: 7 }));
    expect(user.sql).toBe(guest.sql);
    expect(user.params).toContain('u:42');
    expect(guest.params).toContain(null);
  });
});
