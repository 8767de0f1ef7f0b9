/**
 * Login by phone and SMS code. Codes are random, kept only as a salted hash, expire, are spent once
 * and allow a few attempts. A successful login opens a fresh session (a new token, so a token seen
 * before login is worthless after it) and moves the guest's basket and favourites to the user.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '@storefront/domain/constants';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { phoneDigits } from '@storefront/domain/phone-masks';
import { checkPhone, MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import type { LocaleTag, VariantKey } from '@storefront/domain/variants';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { companies, sessions, smsCodes, users } from '../../db/schema/identity.ts';
import { invalid, notFound, RateLimitedError } from '../../errors.ts';
import { lockLimitKeys } from '../../lib/rate-limit.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { mergeBasket } from '../basket/basket.service.ts';
import { mergeFavourites } from '../favourites/favourites.service.ts';
import { ownerKeyOf, userOwnerKey } from '../identity/owner-key.ts';
import type { CurrentSession } from '../identity/session.service.ts';
import { insertSession } from '../identity/session-cookie.ts';
import { cityIdOf } from '../identity/shopper.ts';
import { grantRole } from '../staff/members.service.ts';
import type { LoginBody, ProfileBody } from './auth.schemas.ts';
import { ownCodeWait, secondsToWait } from './sms-limits.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  sms: SmsProvider;
}

export const AUTH_MESSAGES = {
  wait: 'auth.error.wait',
  expired: 'auth.error.codeExpired',
  attempts: 'auth.error.tooManyAttempts',
} as const;

function hashCode(phone: string, code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${phone}:${code}`).digest('hex')}`;
}

function codeMatches(stored: string, phone: string, code: string): boolean {
  const [salt = ''] = stored.split('$');
  return sameSecret(hashCode(phone, code, salt), stored);
}

/** The phone as digits, or a 400 on the field with errorPhoneNumber. */
export function validPhone(input: string, variant: VariantKey): string {
  const problem = checkPhone(input, variant);
  if (problem) throw invalid([{ name: 'phoneNumber', message: problem }]);
  return phoneDigits(input);
}

export class SmsWaitError extends RateLimitedError {
  constructor(retryAfterS: number) {
    super(retryAfterS, `Too many codes requested; retry after ${retryAfterS} s`, [
      { name: 'phoneNumber', message: AUTH_MESSAGES.wait },
    ]);
  }
}

export async function requestCode(
  { db, config, sms }: AuthDeps,
  /** `limitKey`: the code is limited under this key of its own instead of the phone's login limits. */
  input: { phone: string; ip: string; locale: LocaleTag; limitKey?: string },
): Promise<{ phone: string; codeLength: number; resendAfterS: number; expiresInS: number }> {
  const length = LOGIN_CODE_LENGTH;
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  // The limits count the codes sent: checking and recording happen under the phone's and the IP's
  // locks (or atomically in the own key's counters), so parallel requests (on any process) are
  // counted one after another.
  await db.transaction(async (tx) => {
    await lockLimitKeys(tx, [`sms:phone:${input.phone}`, `sms:ip:${input.ip}`]);
    const now = new Date();
    const wait = input.limitKey
      ? await ownCodeWait(tx, config, input.limitKey, now)
      : await secondsToWait(tx, config, input.phone, input.ip, now);
    if (wait > 0) throw new SmsWaitError(wait);
    // A new code replaces any earlier one for the phone.
    await tx
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.phone, input.phone), isNull(smsCodes.usedAt)));
    await tx.insert(smsCodes).values({
      phone: input.phone,
      codeHash: hashCode(input.phone, code),
      ip: input.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + config.SMS_CODE_TTL_S * 1000),
    });
  });
  const now = new Date();
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
  const t = createTranslator(input.locale);
  await sms.send(input.phone, t('auth.sms.text', { code }));
  return {
    phone: input.phone,
    codeLength: length,
    resendAfterS: config.SMS_RESEND_S,
    expiresInS: config.SMS_CODE_TTL_S,
  };
}

const codeError = (message: string) => invalid([{ name: 'phoneCode', message }]);

/** Checks the code (spending one attempt) and marks it used; throws a field error on phoneCode otherwise. */
export async function spendCode(db: Db, config: Config, phone: string, code: string): Promise<void> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= now) throw codeError(AUTH_MESSAGES.expired);
  const [counted] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, row.id), lt(smsCodes.attempts, config.SMS_CODE_ATTEMPTS)))
    .returning({ attempts: smsCodes.attempts });
  if (!counted) throw codeError(AUTH_MESSAGES.attempts);
  if (!codeMatches(row.codeHash, phone, code)) throw codeError(MESSAGE_KEYS.code);
  const [spent] = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!spent) throw codeError(AUTH_MESSAGES.expired);
}

/** Verifies the code and opens the user's session; answers the new cookie token. */
export async function logIn(
  { db, config }: Pick<AuthDeps, 'db' | 'config'>,
  input: LoginBody & { variant: VariantKey; guest: CurrentSession | null },
): Promise<{ token: string }> {
  const phone = validPhone(input.phoneNumber, input.variant);
  await spendCode(db, config, phone, input.phoneCode);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ phone })
      .onConflictDoUpdate({ target: users.phone, set: { phone } })
      .returning({ id: users.id });
    // The configured administrators keep their role even if it was taken from them in the back office.
    if (config.STAFF_PHONES.includes(phone)) await grantRole(tx, { actorId: null, phone, role: 'admin' });
    const userId = user!.id;
    const cityId = input.guest?.cityId ?? null;
    const session = await insertSession(tx, config, { userId, cityId });
    if (input.guest) {
      // Only a guest's things move; a session of another user keeps its data with that user.
      if (!input.guest.user) {
        const from = ownerKeyOf(input.guest) as string;
        const to = userOwnerKey(userId);
        await mergeBasket(tx, from, to, cityIdOf(input.guest, input.variant));
        await mergeFavourites(tx, from, to);
      }
      await tx.delete(sessions).where(eq(sessions.id, input.guest.id));
    }
    return { token: session.token };
  });
}

export async function updateProfile(db: Db, userId: number, body: ProfileBody): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: body.firstName,
      email: body.email.toLowerCase(),
      subscribe: body.subscribe,
      ...(body.legalEntity === undefined ? {} : { legalEntity: body.legalEntity }),
    })
    .where(eq(users.id, userId));
}

/** Switches the company the user buys for; null goes back to buying as a private person. */
export async function switchCompany(db: Db, userId: number, companyId: number | null): Promise<void> {
  if (companyId !== null) {
    const [own] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), eq(companies.userId, userId)));
    if (!own) throw notFound('Company not found');
  }
  await db
    .update(users)
    .set({ activeCompanyId: companyId, legalEntity: companyId !== null })
    .where(eq(users.id, userId));
}
