/**
 * 1C's sign-in (checkauth, HTTP basic) held against password guessing. Every wrong password is an
 * audit entry ('exchange.login-failed', entity exchange-login/<client address>), and the limits
 * count those entries over a sliding window:
 *
 * - per address: ADDRESS_LIMIT wrong passwords lock that address out, and only it;
 * - per login, all addresses together: LOGIN_LIMIT wrong passwords lock out every address that has
 *   not signed in with the right password within TRUST_DAYS. A guesser spread over many addresses
 *   is stopped too, while the real 1C, whose address has signed in before, keeps exchanging: from
 *   an address of their own, others can neither guess on nor lock 1C out.
 *
 * Checking and recording run in one transaction holding the address's and the login's advisory
 * locks (lib/rate-limit.ts, as the login codes' limits do), so parallel attempts on any process
 * are counted one after another and no more than the limit are ever checked. A locked-out address
 * is answered 429 with Retry-After, even with the right password; the lock-out is audited once, by
 * the attempt that begins it ('exchange.lockout'), so a locked-out guesser cannot flood the log.
 */
import { and, count, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { lockLimitKeys, type RateLimit, slidingWindowWait } from '../../lib/rate-limit.ts';
import { sameSecret } from '../../lib/same-secret.ts';
import { recordAudit } from '../audit/audit.ts';
import type { ExchangeLogin } from './exchange.ts';

export const EXCHANGE_ADDRESS_LIMIT: RateLimit = { max: 10, windowS: 15 * 60 };
export const EXCHANGE_LOGIN_LIMIT: RateLimit = { max: 50, windowS: 60 * 60 };
/** An address that signed in within these days is trusted: the login's lock-out leaves it alone. */
const TRUST_DAYS = 30;

const ENTITY = 'exchange-login';
export const EXCHANGE_AUDIT = {
  failed: 'exchange.login-failed',
  lockout: 'exchange.lockout',
  /** A right password, recorded once a day per address: the trust of the address. */
  signedIn: 'exchange.login',
} as const;

/** The login and password of an `Authorization: Basic …` header; null without one. */
export function basicCredentials(header: string | undefined): ExchangeLogin | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  return at < 0 ? null : { login: decoded.slice(0, at), password: decoded.slice(at + 1) };
}

/** Both parts compared in constant time, neither cut short by the other. */
const matches = (key: ExchangeLogin, given: ExchangeLogin) =>
  [sameSecret(given.login, key.login), sameSecret(given.password, key.password)].every(Boolean);

export type SignInOutcome = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'locked'; retryAfterS: number };

/** The wait until fewer than `limit.max` wrong passwords (of `scope`, if given) fall in the window. */
const lockedFor = (tx: Db, limit: RateLimit, scope?: SQL): Promise<number> =>
  slidingWindowWait(
    tx,
    {
      table: auditLog,
      at: auditLog.at,
      where: and(eq(auditLog.action, EXCHANGE_AUDIT.failed), eq(auditLog.entityType, ENTITY), scope),
    },
    limit,
  );

/** Whether the address signed in within TRUST_DAYS, and whether within the last day. */
async function signInsOf(tx: Db, address: string): Promise<{ trusted: boolean; today: boolean }> {
  const [row] = await tx
    .select({
      n: count(),
      today: sql<boolean>`coalesce(bool_or(${auditLog.at} > now() - interval '1 day'), false)`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, EXCHANGE_AUDIT.signedIn),
        eq(auditLog.entityType, ENTITY),
        eq(auditLog.entityId, address),
        gt(auditLog.at, sql`now() - make_interval(days => ${TRUST_DAYS})`),
      ),
    );
  return { trusted: (row?.n ?? 0) > 0, today: row?.today ?? false };
}

/** checkauth's sign-in from `address` with an Authorization header: counted, limited and audited. */
export async function signInToExchange(
  db: Db,
  key: ExchangeLogin,
  input: { header: string | undefined; address: string },
): Promise<SignInOutcome> {
  const given = basicCredentials(input.header);
  // No credentials, no guess: nothing to count.
  if (!given) return { kind: 'wrong' };
  const { address } = input;
  return db.transaction(async (tx) => {
    await lockLimitKeys(tx, [`exchange-login:address:${address}`, 'exchange-login:login']);
    const ofAddress = eq(auditLog.entityId, address);
    const addressWait = await lockedFor(tx, EXCHANGE_ADDRESS_LIMIT, ofAddress);
    if (addressWait > 0) return { kind: 'locked', retryAfterS: addressWait };
    const signIns = await signInsOf(tx, address);
    const loginWait = await lockedFor(tx, EXCHANGE_LOGIN_LIMIT);
    if (loginWait > 0 && !signIns.trusted) return { kind: 'locked', retryAfterS: loginWait };

    const audit = (action: string, entityId: string, after: object) =>
      recordAudit(tx, { staffId: null, action, entity: { type: ENTITY, id: entityId }, before: null, after });
    if (matches(key, given)) {
      if (!signIns.today) await audit(EXCHANGE_AUDIT.signedIn, address, { login: key.login });
      return { kind: 'ok' };
    }
    await audit(EXCHANGE_AUDIT.failed, address, { login: given.login.slice(0, 100) });
    // The attempt that reaches a limit begins its lock-out.
    const addressLock = await lockedFor(tx, EXCHANGE_ADDRESS_LIMIT, ofAddress);
    if (addressLock > 0) await audit(EXCHANGE_AUDIT.lockout, address, { scope: 'address', retryAfterS: addressLock });
    const loginLock = loginWait > 0 ? 0 : await lockedFor(tx, EXCHANGE_LOGIN_LIMIT);
    if (loginLock > 0)
      await audit(EXCHANGE_AUDIT.lockout, key.login, { scope: 'login', address, retryAfterS: loginLock });
    return { kind: 'wrong' };
  });
}
