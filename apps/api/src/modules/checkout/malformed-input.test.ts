/**
 * Every checkout, order, delivery, address and payment call answers malformed input with a client
 * error in the error envelope (never a 500), for a guest and for a logged-in shopper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createUserSession(t.database.db)).cookie;
});
afterAll(() => t.close());

const long = 'x'.repeat(5000);
const CALLS: [string, string, unknown][] = [
  ['PUT', 'checkout/promo-code', { code: 42 }],
  ['PUT', 'checkout/promo-code', { code: long }],
  ['PUT', 'checkout/promo-code', 'not json'],
  ['POST', 'checkout/gift-cards', { number: null, pin: [] }],
  ['POST', 'checkout/gift-cards', { number: '1234', pin: long }],
  ['DELETE', 'checkout/gift-cards/abc', undefined],
  ['DELETE', 'checkout/gift-cards/99999999999999999999', undefined],
  ['PUT', 'checkout/payment-method', { method: 'barter' }],
  ['GET', 'checkout?legalEntity=maybe', undefined],
  ['POST', 'orders', { recipient: 'me' }],
  ['POST', 'orders', { recipient: { name: long, phone: long, email: long }, legalEntity: { inn: 1 } }],
  ['GET', 'orders?filter=everything', undefined],
  ['GET', `orders/${long}`, undefined],
  ['GET', 'orders/%00%27', undefined],
  ['POST', 'orders/1/cancel', { reason: { nested: true } }],
  ['POST', 'orders/-1/payment', undefined],
  ['PATCH', 'basket/lines/abc', { postponed: 'yes' }],
  ['PATCH', 'basket/lines/1', { deliveryMethod: 'teleport' }],
  ['PUT', 'basket/groups/teleport', {}],
  ['PUT', 'basket/groups/courier', { date: '2026-02-30', timeSlot: '25:00-26:00', addressId: -5 }],
  ['PUT', 'basket/groups/pickup', { storeId: 'first' }],
  ['GET', 'basket/groups/courier/places', undefined],
  ['POST', 'users/addresses', { cityId: 'Moscow', street: long, house: [] }],
  ['PATCH', 'users/addresses/0', { house: '' }],
  ['DELETE', 'users/addresses/abc', undefined],
  ['POST', 'users/waiting-list', { productId: 'x' }],
  ['DELETE', 'users/waiting-list/abc', undefined],
  ['GET', `payments/${long}`, undefined],
  ['GET', 'payments/%00', undefined],
  ['POST', 'payments/webhook/test', { forged: true }],
  ['POST', 'payments/webhook/unknown', long],
  ['POST', 'payments/test/nope/complete', { outcome: 'maybe' }],
];

describe('malformed input to checkout calls', () => {
  for (const who of ['guest', 'shopper'] as const) {
    it(`answers a client error, never a 500 (${who})`, async () => {
      for (const [method, path, body] of CALLS) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: `/api/v1/${path}`,
          headers: {
            ...(who === 'shopper' ? { cookie } : {}),
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            'idempotency-key': 'k',
          },
          payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
        const what = `${method} ${path.slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        expect(res.json().error?.code, what).toBeTypeOf('string');
      }
    });
  }
});
