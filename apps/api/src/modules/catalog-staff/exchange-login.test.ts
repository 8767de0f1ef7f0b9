import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createTestApp, secondConnection, type TestApp, testConfig } from '../../test/test-app.ts';
import { EXCHANGE_ADDRESS_LIMIT, EXCHANGE_AUDIT, EXCHANGE_LOGIN_LIMIT } from './exchange-login.ts';

const ENV = {
  EXCHANGE_LOGIN: '1c-exchange',
  EXCHANGE_PASSWORD: 'exchange-secret-1',
  // The client's address comes from X-Forwarded-For, as the trusted proxy in front tells it.
  TRUST_PROXY: '127.0.0.1',
};

let t: TestApp;
let other: { app: FastifyInstance; database: Database };

beforeAll(async () => {
  t = await createTestApp(ENV);
  // A second server process on the same database: the limit must hold across processes.
  const database = await secondConnection(t.database);
  const app = await buildApp({ config: testConfig(ENV), database });
  await app.ready();
  other = { app, database };
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await t?.close();
});

const basic = (password: string, login = '1c-exchange') =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const RIGHT = basic('exchange-secret-1');

const checkauth = (address: string, authorization: string, app = t.app) =>
  app.inject({
    url: '/api/v1/exchange/1c?type=catalog&mode=checkauth',
    headers: { authorization, 'x-forwarded-for': address },
  });

const auditOf = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.entityType, 'exchange-login'), eq(auditLog.entityId, entityId)),
    );

describe('1C exchange sign-in against password guessing', () => {
  it('locks an address out after its wrong passwords, the right one too, with Retry-After; another address signs in', async () => {
    const guesser = '203.0.113.7';
    for (let i = 0; i < EXCHANGE_ADDRESS_LIMIT.max; i += 1) {
      const wrong = await checkauth(guesser, basic(`guess-${i}`));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toBe('failure\nwrong login or password');
    }
    const locked = await checkauth(guesser, RIGHT);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatch(/^failure\n/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(EXCHANGE_ADDRESS_LIMIT.windowS - 60);
    expect(retryAfter).toBeLessThanOrEqual(EXCHANGE_ADDRESS_LIMIT.windowS);

    const failed = await auditOf(EXCHANGE_AUDIT.failed, guesser);
    expect(failed).toHaveLength(EXCHANGE_ADDRESS_LIMIT.max);
    expect(failed[0]).toMatchObject({ staffId: null, after: { login: '1c-exchange' } });
    expect(JSON.stringify(failed)).not.toContain('guess-');
    const lockouts = await auditOf(EXCHANGE_AUDIT.lockout, guesser);
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]?.after).toMatchObject({ scope: 'address' });

    // The real 1C, from its own address, is not held up by the guesser.
    const real = await checkauth('198.51.100.10', RIGHT);
    expect(real.statusCode).toBe(200);
    expect(real.body).toMatch(/^success\nexchange_session\n/);
  });

  it('checks no more than the limit of 50 parallel wrong passwords sent to two processes', async () => {
    const guesser = '203.0.113.8';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => checkauth(guesser, basic(`parallel-${i}`), i % 2 ? other.app : t.app)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(EXCHANGE_ADDRESS_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - EXCHANGE_ADDRESS_LIMIT.max);
    for (const refused of answers.filter((a) => a.statusCode === 429))
      expect(refused.headers['retry-after']).toBeTruthy();
    expect(await auditOf(EXCHANGE_AUDIT.failed, guesser)).toHaveLength(EXCHANGE_ADDRESS_LIMIT.max);
    expect(await auditOf(EXCHANGE_AUDIT.lockout, guesser)).toHaveLength(1);
    expect((await checkauth(guesser, RIGHT, other.app)).statusCode).toBe(429);
  });

  it('stops guessing spread over many addresses, while the address that signed in before keeps signing in', async () => {
    const failedSoFar = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, EXCHANGE_AUDIT.failed), eq(auditLog.entityType, 'exchange-login')));
    const left = EXCHANGE_LOGIN_LIMIT.max - failedSoFar.length;
    // Fewer than an address's limit from each address: no address is locked out on its own.
    for (let i = 0; i < left; i += 1)
      expect((await checkauth(`192.0.2.${Math.floor(i / 5) + 1}`, basic(`spread-${i}`, 'admin'))).statusCode).toBe(401);
    expect(await auditOf(EXCHANGE_AUDIT.lockout, '1c-exchange')).toHaveLength(1);

    const stranger = await checkauth('192.0.2.200', RIGHT);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await checkauth('198.51.100.10', RIGHT)).statusCode).toBe(200);
    // The trusted address still gets no more guesses than its own limit.
    expect((await checkauth('198.51.100.10', basic('wrong'))).statusCode).toBe(401);
  });
});
