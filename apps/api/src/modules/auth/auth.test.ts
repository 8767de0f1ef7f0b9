import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { companies, smsCodes, smsOutbox, users } from '../../db/schema/identity.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, PRODUCTION_ENV, type TestApp, testConfig } from '../../test/test-app.ts';
import { AUTH_TEST_ENV, lastCode, logInByPhone, requestSms } from './auth.test-support.ts';

const ENV = { ...AUTH_TEST_ENV, SMS_PHONE_HOURLY: '3', SMS_IP_HOURLY: '4', STAFF_PHONES: '+7 (999) 000-00-01' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV);
});
afterAll(() => t.close());

/** Moves a phone's codes back in time, as if `seconds` had passed. */
async function age(phone: string, seconds: number) {
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.phone, phone));
}

let ipCounter = 1;
const freshIp = () => `192.0.2.${ipCounter++}`;

describe('POST users/sms', () => {
  it('checks the phone against the variant’s masks', async () => {
    const cases: [string, string, number][] = [
      ['', '+7 (916) 123-45-01', 200],
      ['', '+7 701 123 45 01', 200],
      ['', '+375 29 123-45-01', 200],
      ['', '+971 50 123 4501', 400],
      ['/kz', '+375 29 123-45-02', 400],
      ['/kz', '+7 701 123 45 02', 200],
      ['/ae', '+971 50 123 4502', 200],
      ['/ae', '+375 29 123-45-03', 400],
    ];
    for (const [prefix, phone, status] of cases) {
      const res = await requestSms(t.app, phone, { prefix, ip: freshIp() });
      expect(res.statusCode, `${prefix} ${phone}`).toBe(status);
      if (status === 400)
        expect(res.json().error.fields).toEqual([{ name: 'phoneNumber', message: 'validation.errorPhoneNumber' }]);
    }
  });

  it('writes the code to the outbox and keeps only a hash of it', async () => {
    const res = await requestSms(t.app, '+7 916 200-00-01', { ip: freshIp() });
    expect(res.json().data).toMatchObject({ phone: '79162000001', codeLength: 6, resendAfterS: 60 });
    const code = await lastCode(t.database.db, '79162000001');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, '79162000001'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash.length).toBeGreaterThan(40);
    const outbox = await t.app.inject({ url: '/api/v1/dev/sms-outbox?phone=79162000001' });
    expect(outbox.json().data[0].text).toContain(code);
  });

  it('answers every validation message key on its field', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/users/sms', payload });
    const noConsent = await post({ phoneNumber: '+79161234567', confirmAgreements: false, cb: 'x' });
    expect(noConsent.json().error.fields).toContainEqual({
      name: 'confirmAgreements',
      message: 'validation.consentRequired',
    });
    const noPhone = await post({ confirmAgreements: true });
    expect(noPhone.json().error.fields).toContainEqual({ name: 'phoneNumber', message: 'validation.required' });
    const empty = await post({ phoneNumber: '  ', confirmAgreements: true });
    expect(empty.json().error.fields).toEqual([{ name: 'phoneNumber', message: 'validation.required' }]);
    const noCaptcha = await post({ phoneNumber: '+79161234567', confirmAgreements: true, cb: 'forged' });
    expect(noCaptcha.json().error.fields).toEqual([{ name: 'cb', message: 'validation.captcha' }]);
  });

  it('limits resends per phone with the time to wait', async () => {
    const phone = '79163000001';
    expect((await requestSms(t.app, phone, { ip: freshIp() })).statusCode).toBe(200);
    const again = await requestSms(t.app, phone, { ip: freshIp() });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      fields: [{ name: 'phoneNumber', message: 'auth.error.wait' }],
    });
    // After the resend pause: allowed until the hourly cap of 3 codes.
    for (let i = 0; i < 2; i++) {
      await age(phone, 61);
      expect((await requestSms(t.app, phone, { ip: freshIp() })).statusCode).toBe(200);
    }
    await age(phone, 61);
    const capped = await requestSms(t.app, phone, { ip: freshIp() });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('limits codes per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      expect((await requestSms(t.app, `7916400000${i}`, { ip })).statusCode).toBe(200);
    }
    const res = await requestSms(t.app, '79164000009', { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/retry after \d+ s/);
  });
});

describe('POST users/login', () => {
  it('opens a session in a secure-by-default cookie and reports an incomplete profile', async () => {
    const { res, cookie, user } = await logInByPhone(t.app, t.database.db, '+7 916 500-00-01');
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    expect(user).toMatchObject({ isAuthorized: true, isValid: false, phone: '79165000001' });
    const layout = await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { cookie } });
    expect(layout.json().data.user).toMatchObject({ isAuthorized: true, phone: '79165000001' });
  });

  it('spends a code once', async () => {
    const phone = '79165000002';
    await requestSms(t.app, phone, { ip: freshIp() });
    const code = await lastCode(t.database.db, phone);
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { phoneNumber: phone, phoneCode: code } });
    expect((await login()).statusCode).toBe(200);
    const replay = await login();
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.fields).toEqual([{ name: 'phoneCode', message: 'auth.error.codeExpired' }]);
  });

  it('rejects an expired code', async () => {
    const phone = '79165000003';
    await requestSms(t.app, phone, { ip: freshIp() });
    const code = await lastCode(t.database.db, phone);
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.phone, phone));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { phoneNumber: phone, phoneCode: code },
    });
    expect(res.json().error.fields).toEqual([{ name: 'phoneCode', message: 'auth.error.codeExpired' }]);
  });

  it('allows a limited number of attempts', async () => {
    const phone = '79165000004';
    await requestSms(t.app, phone, { ip: freshIp() });
    const code = await lastCode(t.database.db, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (phoneCode: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { phoneNumber: phone, phoneCode } });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(wrong)).json().error.fields).toEqual([
        { name: 'phoneCode', message: 'validation.invalidCode' },
      ]);
    }
    expect((await attempt(code)).json().error.fields).toEqual([
      { name: 'phoneCode', message: 'auth.error.tooManyAttempts' },
    ]);
  });

  it('validates the code format and the phone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { phoneNumber: '123', phoneCode: 'ab' },
    });
    expect(res.json().error.fields).toEqual([{ name: 'phoneCode', message: 'validation.invalidCode' }]);
    const badPhone = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { phoneNumber: '123', phoneCode: '123456' },
    });
    expect(badPhone.json().error.fields).toEqual([{ name: 'phoneNumber', message: 'validation.errorPhoneNumber' }]);
  });

  it('gives configured staff phones the admin role at start-up and back on login', async () => {
    const [before] = await t.database.db.select().from(users).where(eq(users.phone, '79990000001'));
    expect(before?.roles).toEqual(['admin']);
    await t.database.db.update(users).set({ roles: [] }).where(eq(users.phone, '79990000001'));
    const { user } = await logInByPhone(t.app, t.database.db, '79990000001');
    expect(user.roles).toEqual(['admin']);
  });

  it('keeps sessions across a server restart', async () => {
    const { cookie } = await logInByPhone(t.app, t.database.db, '79165000005');
    const restarted = await buildApp({ config: testConfig(ENV), database: t.database });
    await restarted.ready();
    const res = await restarted.inject({ url: '/api/v1/layout/userData', headers: { cookie } });
    expect(res.json().data).toMatchObject({ isAuthorized: true, phone: '79165000005' });
    await restarted.close();
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await buildApp({ config: testConfig({ ...ENV, ...PRODUCTION_ENV }), database: t.database });
    await prod.ready();
    const res = await prod.inject({
      method: 'PATCH',
      url: '/api/v1/basket/item',
      payload: { productId: 1, quantity: 0 },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    await prod.close();
  });
});

describe('profile, companies and logout', () => {
  it('saves the profile step with message keys on bad fields', async () => {
    const { cookie } = await logInByPhone(t.app, t.database.db, '79166000001');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/users/profile', headers: { cookie }, payload });
    const bad = await patch({ firstName: 'A', email: 'nope', confirmAgreements: false });
    expect(bad.json().error.fields).toEqual(
      expect.arrayContaining([
        { name: 'firstName', message: 'validation.errorFirstNumber' },
        { name: 'email', message: 'validation.errorEmail' },
        { name: 'confirmAgreements', message: 'validation.consentRequired' },
      ]),
    );
    const empty = await patch({ firstName: '', email: '', confirmAgreements: true });
    expect(empty.json().error.fields).toEqual(
      expect.arrayContaining([
        { name: 'firstName', message: 'validation.required' },
        { name: 'email', message: 'validation.required' },
      ]),
    );
    const ok = await patch({ firstName: 'Ольга', email: 'Olga@Example.com', subscribe: true, confirmAgreements: true });
    expect(ok.json().data).toMatchObject({ isValid: true, name: 'Ольга', email: 'olga@example.com', subscribe: true });
    const guest = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile',
      payload: { firstName: 'Ольга', email: 'o@example.com', confirmAgreements: true },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('switches the active company of a legal entity', async () => {
    const { userId, cookie } = await createUserSession(t.database.db);
    const [company] = await t.database.db
      .insert(companies)
      .values({ userId, name: 'ООО «Ромашка»', inn: '7701234567' })
      .returning();
    const patch = (companyId: number | null) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/users/type-user', headers: { cookie }, payload: { companyId } });
    expect((await patch(company!.id)).statusCode).toBe(200);
    const data = (await t.app.inject({ url: '/api/v1/layout/userData', headers: { cookie } })).json().data;
    expect(data).toMatchObject({ legalEntity: true, companies: [{ id: company!.id, active: true }] });
    expect((await patch(999_999)).statusCode).toBe(404);
    expect((await patch(null)).statusCode).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(u!.legalEntity).toBe(false);
    const guest = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/type-user', payload: { companyId: null } });
    expect(guest.statusCode).toBe(401);
  });

  it('logs out: the cookie no longer opens the account', async () => {
    const { cookie } = await logInByPhone(t.app, t.database.db, '79166000002');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/sid=;/);
    const after = await t.app.inject({ url: '/api/v1/layout/userData', headers: { cookie } });
    expect(after.json().data).toMatchObject({ isAuthorized: false, basket: {}, favourites: [] });
  });
});

describe('the SMS outbox page', () => {
  it('is only there with the local adapter', async () => {
    expect((await t.app.inject({ url: '/api/v1/dev/sms-outbox' })).statusCode).toBe(200);
    const gateway = await buildApp({
      config: testConfig({ ...ENV, SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }),
      database: t.database,
    });
    await gateway.ready();
    expect((await gateway.inject({ url: '/api/v1/dev/sms-outbox' })).statusCode).toBe(404);
    await gateway.close();
    expect(await t.database.db.select().from(smsOutbox).limit(1)).toHaveLength(1);
  });
});
