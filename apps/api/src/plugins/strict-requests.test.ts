import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { strictSchema } from './strict-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('strict request schemas', () => {
  it('refuse an unknown body field with 400, naming it, and still accept the known ones', async () => {
    const url = '/api/v1/subscriptions/newsletter';
    const refused = await t.app.inject({ method: 'POST', url, payload: { email: 'a@example.com', isAdmin: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        fields: [{ name: 'isAdmin', message: 'Unknown field "isAdmin"' }],
      },
    });
    const accepted = await t.app.inject({ method: 'POST', url, payload: { email: 'a@example.com' } });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuse an unknown query parameter the same way', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalog/suggestions?query=linen&limit=5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ name: 'limit', message: 'Unknown field "limit"' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/catalog/suggestions?query=linen' })).statusCode).toBe(
      200,
    );
  });

  it('reach nested objects, arrays and optional parts, and keep descriptions, defaults and transforms', () => {
    const address = z.object({ city: z.string().describe('city name') });
    const schema = z.object({
      address: address.optional(),
      lines: z.array(z.object({ sku: z.number() })),
      quantity: z.number().default(1),
    });
    const strict = strictSchema(schema);
    expect(strict.parse({ lines: [] })).toEqual({ lines: [], quantity: 1 });
    const nested = strict.safeParse({ address: { city: 'Omsk', zip: '1' }, lines: [{ sku: 1, price: 2 }] });
    expect(nested.error?.issues.map((issue) => [issue.code, issue.path])).toEqual([
      ['unrecognized_keys', ['address']],
      ['unrecognized_keys', ['lines', 0]],
    ]);
    expect(z.toJSONSchema(strict, { io: 'input' })).toMatchObject({
      additionalProperties: false,
      properties: { address: { additionalProperties: false, properties: { city: { description: 'city name' } } } },
    });
    // The module's own schema is untouched: response schemas built from it stay lenient.
    expect(schema.safeParse({ lines: [], extra: 1 }).success).toBe(true);
  });

  it('say so in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const body = doc.paths['/api/v1/subscriptions/newsletter'].post.requestBody.content['application/json'].schema;
    expect(body.additionalProperties).toBe(false);
    const catalog = doc.paths['/api/v1/catalog'].get.parameters.find(
      (p: { name: string }) => p.name === 'filterParams',
    );
    expect(catalog.description).toMatch(/filters as a query string/);
  });
});
