import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AUTH_TEST_ENV, lastCode, logInByPhone, requestSms } from '../auth/auth.test-support.ts';

let t: TestApp;
// The shop's own resend pause and hourly cap (not shortened for tests).
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_TEST_ENV, SMS_RESEND_S: '60', SMS_PHONE_HOURLY: '3' });
});
afterAll(() => t.close());

const removalSms = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/removal/sms', headers: { cookie } });

describe('account removal code', () => {
  it('is sent right after logging in, under limits of its own, and removes the account', async () => {
    const phone = '79160000301';
    const { cookie } = await logInByPhone(t.app, t.database.db, phone);
    // The login code's resend pause still runs for the phone…
    expect((await requestSms(t.app, phone, { ip: '10.9.0.1' })).statusCode).toBe(429);
    // …and does not hold up the removal code.
    const first = await removalSms(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ codeLength: 6, resendAfterS: 60 });
    expect((await removalSms(cookie)).statusCode).toBe(200);
    expect((await removalSms(cookie)).statusCode).toBe(200);
    const over = await removalSms(cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.fields).toEqual([{ name: 'phoneNumber', message: 'auth.error.wait' }]);

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/removal',
      headers: { cookie },
      payload: { phoneCode: await lastCode(t.database.db, phone) },
    });
    expect(removed.statusCode).toBe(200);
  });

  it('counts each account apart: another shopper’s removal codes do not hold this one up', async () => {
    const a = await logInByPhone(t.app, t.database.db, '79160000302');
    const b = await logInByPhone(t.app, t.database.db, '79160000303');
    for (let i = 0; i < 3; i++) expect((await removalSms(a.cookie)).statusCode).toBe(200);
    expect((await removalSms(a.cookie)).statusCode).toBe(429);
    expect((await removalSms(b.cookie)).statusCode).toBe(200);
  });
});
