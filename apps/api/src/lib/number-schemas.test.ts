/**
 * Numbers past what their columns hold are the client's mistake: every route bounds the numbers it
 * takes (the OpenAPI document says so for each one), an over-large, negative, fractional or
 * non-finite value answers 400 naming the field, and an overflow that still reaches PostgreSQL is a
 * 400 too, never a 500.
 */
import { INT32_MAX, INT32_MIN } from '@storefront/domain/validation/number-bounds';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { createUserSession } from '../test/sessions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let admin: string;
let shopper: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserSession(t.database.db, { roles: ['admin'] })).cookie;
  shopper = (await createUserSession(t.database.db)).cookie;
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

/** Each number of `schema` (by its path) whose bounds an `integer` column would not hold. */
function unbounded(schema: JsonSchema | undefined, path: string, refs: Record<string, JsonSchema>): string[] {
  if (!schema) return [];
  if (schema.$ref) return unbounded(refs[schema.$ref.split('/').pop() as string], path, refs);
  const types = ([] as (string | undefined)[]).concat(schema.type);
  const own: string[] = [];
  if (types.includes('number') || types.includes('integer')) {
    const min = schema.minimum ?? schema.exclusiveMinimum;
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (min === undefined || max === undefined || min < INT32_MIN || max > INT32_MAX)
      own.push(`${path} (${min ?? '−∞'} to ${max ?? '∞'})`);
  }
  const items = ([] as (JsonSchema | undefined)[]).concat(schema.items, schema.prefixItems ?? []);
  const extra = typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, s]) => unbounded(s, `${path}.${key}`, refs)),
    ...items.flatMap((s) => unbounded(s, `${path}[]`, refs)),
    ...extra.flatMap((s) => unbounded(s, `${path}{}`, refs)),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) =>
      unbounded(s, path, refs),
    ),
  ];
}

describe('numbers in requests', () => {
  it('are bounded within an integer column on every route, in the query, the path and the body', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const refs = doc.components?.schemas ?? {};
    const found: string[] = [];
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of (op.parameters ?? []) as { name: string; in: string; schema: JsonSchema }[])
          found.push(...unbounded(p.schema, `${where} ${p.in} ${p.name}`, refs));
        const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
        for (const { schema } of Object.values(content ?? {})) found.push(...unbounded(schema, `${where} body`, refs));
      }
    }
    expect(found).toEqual([]);
  });

  const terms = { code: 'BIG-SUM', kind: 'fixed', value: 50_000, variant: 'ru', minSubtotal: 0, perUserLimit: 1 };
  /** A JSON text whose `field` is the literal `number` (1e400 has no JSON.stringify). */
  const rawJson = (body: object, field: string, number: string) =>
    JSON.stringify({ ...body, [field]: '<n>' }).replace('"<n>"', number);
  const product = { url: 'staff/products/1', method: 'PUT' };
  const CASES: { who: 'admin' | 'shopper'; method: string; url: string; body?: unknown; field: string }[] = [
    // The back office.
    { who: 'admin', method: 'POST', url: 'staff/promo-codes', body: { ...terms, value: 1e12 }, field: 'value' },
    { who: 'admin', method: 'POST', url: 'staff/promo-codes', body: { ...terms, value: 2 ** 31 }, field: 'value' },
    { who: 'admin', method: 'POST', url: 'staff/promo-codes', body: { ...terms, value: 99.5 }, field: 'value' },
    { who: 'admin', method: 'POST', url: 'staff/promo-codes', body: rawJson(terms, 'value', '1e400'), field: 'value' },
    {
      who: 'admin',
      method: 'POST',
      url: 'staff/promo-codes',
      body: { ...terms, minSubtotal: 1e12 },
      field: 'minSubtotal',
    },
    {
      who: 'admin',
      method: 'POST',
      url: 'staff/promo-codes',
      body: { ...terms, minSubtotal: -1 },
      field: 'minSubtotal',
    },
    {
      who: 'admin',
      method: 'POST',
      url: 'staff/promo-codes',
      body: { ...terms, perUserLimit: 1e12 },
      field: 'perUserLimit',
    },
    {
      who: 'admin',
      method: 'POST',
      url: 'staff/promo-codes',
      body: { ...terms, usageLimit: 1e12 },
      field: 'usageLimit',
    },
    { who: 'admin', method: 'POST', url: 'staff/promo-codes', body: { ...terms, usageLimit: -1 }, field: 'usageLimit' },
    {
      who: 'admin',
      method: 'PUT',
      url: 'staff/promo-codes/WELCOME10',
      body: { ...terms, value: 1e12 },
      field: 'value',
    },
    { who: 'admin', method: 'GET', url: 'staff/promo-codes?perPage=1.5', field: 'perPage' },
    { who: 'admin', method: 'GET', url: 'staff/products?page=1e400', field: 'page' },
    { who: 'admin', method: 'GET', url: 'staff/products?category=99999999999', field: 'category' },
    { who: 'admin', method: 'GET', url: 'staff/products/99999999999', field: 'id' },
    { ...product, who: 'admin', body: { prices: [{ variant: 'ru', price: 1e12 }] }, field: 'prices.0.price' },
    {
      ...product,
      who: 'admin',
      body: { skuPrices: [{ skuId: 1e12, variant: 'ru', price: 1 }] },
      field: 'skuPrices.0.skuId',
    },
    { ...product, who: 'admin', body: { stock: [{ skuId: 1, storeId: 1e12, quantity: 1 }] }, field: 'stock.0.storeId' },
    {
      ...product,
      who: 'admin',
      body: { stock: [{ skuId: 1, storeId: 1, quantity: 1e12 }] },
      field: 'stock.0.quantity',
    },
    { ...product, who: 'admin', body: { stock: [{ skuId: 1, storeId: 1, quantity: -1 }] }, field: 'stock.0.quantity' },
    { who: 'admin', method: 'PUT', url: 'staff/categories/1', body: { parentId: 1e12 }, field: 'parentId' },
    { who: 'admin', method: 'POST', url: 'staff/reviews/99999999999/approve', field: 'id' },
    { who: 'admin', method: 'GET', url: 'staff/gift-cards/99999999999', field: 'id' },
    {
      who: 'admin',
      method: 'POST',
      url: 'staff/orders/100001/refunds',
      body: { kind: 'lines', lines: [{ skuId: 1e12, quantity: 1 }] },
      field: 'lines.0.skuId',
    },
    // The shop.
    { who: 'shopper', method: 'PATCH', url: 'basket/item', body: { productId: 1e12, quantity: 1 }, field: 'productId' },
    { who: 'shopper', method: 'PATCH', url: 'basket/item', body: { productId: 1, quantity: -1 }, field: 'quantity' },
    { who: 'shopper', method: 'PATCH', url: 'basket/item', body: { productId: 1, quantity: 1.5 }, field: 'quantity' },
    { who: 'shopper', method: 'PUT', url: 'basket/groups/pickup', body: { storeId: 1e12 }, field: 'storeId' },
    { who: 'shopper', method: 'POST', url: 'favorites', body: { productIds: [1e12] }, field: 'productIds.0' },
    { who: 'shopper', method: 'DELETE', url: 'favorites?productIds=1,99999999999', field: 'productIds.1' },
    { who: 'shopper', method: 'POST', url: 'users/waiting-list', body: { productId: 1e12 }, field: 'productId' },
    { who: 'shopper', method: 'GET', url: 'users/waiting-list?page=1e12', field: 'page' },
    { who: 'shopper', method: 'POST', url: 'users/addresses', body: { cityId: 1e12 }, field: 'cityId' },
    { who: 'shopper', method: 'PATCH', url: 'users/type-user', body: { companyId: 1e12 }, field: 'companyId' },
    { who: 'shopper', method: 'GET', url: 'delivery/stores-list?itemId=99999999999', field: 'itemId' },
    { who: 'shopper', method: 'GET', url: 'catalog/reviews?productId=99999999999', field: 'productId' },
    { who: 'shopper', method: 'DELETE', url: 'checkout/gift-cards/99999999999', field: 'id' },
    { who: 'shopper', method: 'POST', url: 'gift-cards/orders', body: { amount: 1e12 }, field: 'amount' },
  ];

  it.each(CASES)('$method $url: $field out of range is 400 naming it', async ({ who, method, url, body, field }) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1/${url}`,
      headers: {
        cookie: who === 'admin' ? admin : shopper,
        'idempotency-key': 'number-bounds',
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { payload: body as string }),
    });
    expect(res.statusCode, res.body).toBe(400);
    const names = (res.json().error.fields ?? []).map((f: { name: string }) => f.name);
    expect(names).toContain(field);
  });

  it('answers an overflow that reaches PostgreSQL with 400, not 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/overflow', async () => t.database.db.execute(sql`select (${INT32_MAX}::int + 1)::int`));
    const res = await app.inject({ url: '/overflow' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'A number in the request is out of range' },
    });
    await app.close();
  });
});
