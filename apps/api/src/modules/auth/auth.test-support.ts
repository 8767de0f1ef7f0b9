/** Test helpers for the login flow: a solved captcha, the code from the outbox, a logged-in cookie. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/identity.ts';
import { solvedProof } from '../../test/captcha.ts';

/** Small puzzles keep the tests fast. */
export const AUTH_TEST_ENV = {
  CAPTCHA_MAX_NUMBER: '50',
  CAPTCHA_HMAC_KEY: 'auth-test-captcha-key-0123',
  // Tests tell the client's address through X-Forwarded-For, as the trusted proxy in front would.
  TRUST_PROXY: '127.0.0.1',
};

export async function requestSms(
  app: FastifyInstance,
  phoneNumber: string,
  opts: { cookie?: string; prefix?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${opts.prefix ?? ''}/api/v1/users/sms`,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}) },
    payload: { phoneNumber, confirmAgreements: true, cb: await solvedProof(app, 'sms') },
  });
}

export async function lastCode(db: Db, phone: string): Promise<string> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone.replace(/\D/g, '')))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = row?.text.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

/** The session cookie pair (name=value) an answer sets, if any. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const c = res.cookies.find((x) => x.name === 'sid');
  return c?.value ? `sid=${c.value}` : undefined;
}

export async function logInByPhone(app: FastifyInstance, db: Db, phone: string, cookie?: string) {
  const sms = await requestSms(app, phone, {
    ...(cookie ? { cookie } : {}),
    ip: `10.${Math.floor(Math.random() * 250)}.0.1`,
  });
  if (sms.statusCode !== 200) throw new Error(`sms failed: ${sms.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: cookie ? { cookie } : {},
    payload: { phoneNumber: phone, phoneCode: await lastCode(db, phone) },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { res, cookie: sessionCookie(res) as string, user: res.json().data.user };
}
