import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { AUTH_TEST_ENV } from '../modules/auth/auth.test-support.ts';
import { solvedProof } from '../test/captcha.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../test/test-app.ts';

/** Limits of the login-code sends: 1 per phone per minute, 3 per phone and 4 per address an hour. */
const ENV = { ...AUTH_TEST_ENV, SMS_PHONE_HOURLY: '3', SMS_IP_HOURLY: '4' };

let t: TestApp;
let other: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp({ ...ENV, TRUST_PROXY: '127.0.0.1' });
  // A second process on the same database, behind the same proxy.
  const database = await secondConnection(t.database);
  const app = await buildApp({ config: testConfig({ ...ENV, TRUST_PROXY: '127.0.0.1' }), database });
  await app.ready();
  other = { app, database };
});
afterAll(async () => {
  await other.app.close();
  await other.database.close();
  await t.close();
});

async function sendCode(app: FastifyInstance, phone: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/sms',
    headers,
    payload: { phoneNumber: phone, confirmAgreements: true, cb: await solvedProof(app, 'sms') },
  });
}

let next = 10;
const address = () => `198.51.100.${next++}`;

describe('limits under parallel requests', () => {
  it('50 parallel code requests for one phone: one is sent, 49 wait with Retry-After', async () => {
    const phone = '79167000001';
    const proofs = await Promise.all(Array.from({ length: 50 }, () => solvedProof(t.app, 'sms')));
    const answers = await Promise.all(
      proofs.map((cb) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/users/sms',
          headers: { 'x-forwarded-for': address() },
          payload: { phoneNumber: phone, confirmAgreements: true, cb },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('50 parallel requests split over two processes: one code per phone, 4 per address', async () => {
    const phone = '79167000002';
    const split = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        sendCode(i % 2 ? other.app : t.app, phone, { 'x-forwarded-for': address() }),
      ),
    );
    expect(split.filter((a) => a.statusCode === 200)).toHaveLength(1);

    const ip = address();
    const perAddress = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        sendCode(i % 2 ? other.app : t.app, `7916710${String(i).padStart(4, '0')}`, { 'x-forwarded-for': ip }),
      ),
    );
    expect(perAddress.filter((a) => a.statusCode === 200)).toHaveLength(4);
    expect(perAddress.filter((a) => a.statusCode === 429)).toHaveLength(46);
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For without a trusted proxy: a spoofed header does not reset the limit', async () => {
    const direct = await createTestApp({ ...ENV, TRUST_PROXY: '' });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await sendCode(direct.app, `7916720000${i}`, { 'x-forwarded-for': address() })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await direct.close();
    }
  });

  it('with one trusted hop takes the address the proxy saw, not what the client wrote before it', async () => {
    const behindProxy = await createTestApp({ ...ENV, TRUST_PROXY: '1' });
    try {
      const real = address();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const spoofed = `${address()}, ${real}`;
        statuses.push((await sendCode(behindProxy.app, `7916730000${i}`, { 'x-forwarded-for': spoofed })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('flood guard', () => {
  it('answers 429 with Retry-After past the per-minute allowance of one address', async () => {
    const guarded = await createTestApp({ API_RATE_LIMIT_PER_MIN: '20' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => guarded.app.inject({ url: '/api/v1/health' })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      const refused = answers.find((a) => a.statusCode === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await guarded.close();
    }
  });
});
