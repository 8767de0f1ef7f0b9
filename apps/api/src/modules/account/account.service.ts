/**
 * The personal account: personal data (a new phone only with an SMS code sent to it), the
 * notification settings, the menu's counters. Every call is for the session's user.
 */
import { FINISHED_ORDER_STATUSES } from '@storefront/domain/checkout';
import { dndErrors } from '@storefront/domain/do-not-disturb';
import type { LocaleTag, VariantKey } from '@storefront/domain/variants';
import { and, count, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, userMessages, users } from '../../db/schema/identity.ts';
import { addresses, giftCards, orders, waitingList } from '../../db/schema/orders.ts';
import { invalid } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type AuthDeps, requestCode, spendCode, validPhone } from '../auth/auth.service.ts';
import type { AccountSummary, NotificationSettingsBody, PersonalBody } from './account.schemas.ts';

export const ACCOUNT_MESSAGES = {
  phoneTaken: 'account.error.phoneTaken',
  samePhone: 'account.error.samePhone',
} as const;

export async function updatePersonal(db: Db, userId: number, body: PersonalBody): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: body.firstName,
      email: body.email.toLowerCase(),
      subscribe: body.subscribe,
      timeZone: body.timeZone,
      ...(body.legalEntity === undefined ? {} : { legalEntity: body.legalEntity }),
    })
    .where(eq(users.id, userId));
}

/** A number another account holds is refused before any code is sent. */
async function assertPhoneFree(db: Db, userId: number, phone: string, current: string): Promise<void> {
  if (phone === current) throw invalid([{ name: 'phoneNumber', message: ACCOUNT_MESSAGES.samePhone }]);
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  if (other) throw invalid([{ name: 'phoneNumber', message: ACCOUNT_MESSAGES.phoneTaken }]);
}

/** Step 1 of a phone change: a code goes to the new number. */
export async function requestPhoneChange(
  deps: AuthDeps,
  user: { id: number; phone: string },
  input: { phoneNumber: string; variant: VariantKey; ip: string; locale: LocaleTag },
) {
  const phone = validPhone(input.phoneNumber, input.variant);
  await assertPhoneFree(deps.db, user.id, phone, user.phone);
  return requestCode(deps, { phone, ip: input.ip, locale: input.locale });
}

/** Step 2: the code proves the shopper holds the new number; then it becomes the account's phone. */
export async function confirmPhoneChange(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  user: { id: number; phone: string },
  input: { phoneNumber: string; phoneCode: string; variant: VariantKey },
): Promise<void> {
  const phone = validPhone(input.phoneNumber, input.variant);
  await assertPhoneFree(deps.db, user.id, phone, user.phone);
  await spendCode(deps.db, deps.config, phone, input.phoneCode);
  try {
    await deps.db.update(users).set({ phone }).where(eq(users.id, user.id));
  } catch (error) {
    // Taken by someone in the meantime (the unique index).
    if (isUniqueViolation(error)) {
      throw invalid([{ name: 'phoneNumber', message: ACCOUNT_MESSAGES.phoneTaken }]);
    }
    throw error;
  }
}

export async function notificationSettings(db: Db, userId: number) {
  const [row] = await db
    .select({
      subscribe: users.subscribe,
      orderStatusEmail: users.notifyOrderEmail,
      arrivalPush: users.notifyArrivalPush,
      arrivalEmail: users.notifyArrivalEmail,
      dndFrom: users.dndFrom,
      dndTo: users.dndTo,
      dndTimeZone: users.dndTimeZone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { ...row!, dndFrom: row?.dndFrom ?? '', dndTo: row?.dndTo ?? '' };
}

export async function saveNotificationSettings(db: Db, userId: number, body: NotificationSettingsBody) {
  const errors = dndErrors(body.dndFrom, body.dndTo);
  if (errors.length) throw invalid(errors);
  const off = body.dndFrom === '' && body.dndTo === '';
  await db
    .update(users)
    .set({
      subscribe: body.subscribe,
      notifyOrderEmail: body.orderStatusEmail,
      notifyArrivalPush: body.arrivalPush,
      notifyArrivalEmail: body.arrivalEmail,
      dndFrom: off ? null : body.dndFrom,
      dndTo: off ? null : body.dndTo,
      dndTimeZone: body.dndTimeZone,
    })
    .where(eq(users.id, userId));
  return notificationSettings(db, userId);
}

export async function accountSummary(db: Db, userId: number): Promise<AccountSummary> {
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [o, m, w, a, c, g] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.status, [...FINISHED_ORDER_STATUSES]))),
    db
      .select({ n: count() })
      .from(userMessages)
      .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt))),
    db.select({ n: count() }).from(waitingList).where(eq(waitingList.userId, userId)),
    db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)),
    db.select({ n: count() }).from(companies).where(eq(companies.userId, userId)),
    db.select({ n: count() }).from(giftCards).where(eq(giftCards.buyerUserId, userId)),
  ]);
  return {
    orders: n(o),
    unreadMessages: n(m),
    waitingList: n(w),
    addresses: n(a),
    companies: n(c),
    giftCards: n(g),
  };
}
