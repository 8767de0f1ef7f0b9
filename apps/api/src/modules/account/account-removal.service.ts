/**
 * Account removal (cannot be undone): after an SMS code sent to the account's phone, personal data
 * is anonymised in one transaction — the user row keeps only its id (so orders stay for the shop's
 * records, without the recipient's name, phone, e-mail and address), the shopper's own things are
 * deleted (companies, addresses, waiting list, messages, basket, favourites), their reviews lose
 * name and e-mail, and every session of the account ends.
 */
import type { LocaleTag } from '@storefront/domain/variants';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/content.ts';
import { companies, favouriteShares, sessions, smsCodes, userMessages, users } from '../../db/schema/identity.ts';
import {
  addresses,
  basketDeliveries,
  checkoutGiftCards,
  checkouts,
  giftCards,
  orderShipments,
  orders,
  waitingList,
} from '../../db/schema/orders.ts';
import { recentlyViewed, reviews } from '../../db/schema/reviews.ts';
import { basketItems, favourites } from '../../db/schema/shopping.ts';
import { type AuthDeps, requestCode, spendCode } from '../auth/auth.service.ts';
import { userOwnerKey } from '../identity/owner-key.ts';

/**
 * Step 1: a code to the account's own phone confirms that its holder asks for the removal. It is
 * limited under the account's own key, not by the login code's resend pause: the shopper has
 * usually logged in a moment ago.
 */
export function requestRemovalCode(
  deps: AuthDeps,
  user: { id: number; phone: string },
  input: { ip: string; locale: LocaleTag },
) {
  return requestCode(deps, {
    phone: user.phone,
    ip: input.ip,
    locale: input.locale,
    limitKey: `sms:removal:${user.id}`,
  });
}

export async function removeAccount(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  user: { id: number; phone: string; email: string | null },
  phoneCode: string,
): Promise<void> {
  await spendCode(deps.db, deps.config, user.phone, phoneCode);
  const db: Db = deps.db;
  const key = userOwnerKey(user.id);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const own = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
    await tx
      .update(orders)
      .set({ recipient: { name: '', phone: '', email: '' }, comment: null, updatedAt: new Date() })
      .where(eq(orders.userId, user.id));
    await tx
      .update(orderShipments)
      .set({
        address: sql`case when ${orderShipments.address} is null then null else ${orderShipments.address} || '{"street":"","house":"","apartment":null,"floor":null,"entrance":null,"comment":null}'::jsonb end`,
      })
      .where(inArray(orderShipments.orderId, own));
    await tx.update(giftCards).set({ buyerUserId: null, senderName: null }).where(eq(giftCards.buyerUserId, user.id));
    await tx
      .update(reviews)
      .set({ userId: null, userName: '', email: sql`'removed-' || ${reviews.id}` })
      .where(or(eq(reviews.userId, user.id), user.email ? eq(reviews.email, user.email) : sql`false`));
    await tx.delete(companies).where(eq(companies.userId, user.id));
    await tx.delete(basketDeliveries).where(eq(basketDeliveries.ownerKey, key));
    await tx.delete(addresses).where(eq(addresses.userId, user.id));
    await tx.delete(waitingList).where(eq(waitingList.userId, user.id));
    await tx.delete(userMessages).where(eq(userMessages.userId, user.id));
    await tx.delete(basketItems).where(eq(basketItems.ownerKey, key));
    await tx.delete(favourites).where(eq(favourites.ownerKey, key));
    await tx.delete(favouriteShares).where(eq(favouriteShares.ownerKey, key));
    await tx.delete(recentlyViewed).where(eq(recentlyViewed.ownerKey, key));
    await tx.delete(checkoutGiftCards).where(eq(checkoutGiftCards.ownerKey, key));
    await tx.delete(checkouts).where(eq(checkouts.ownerKey, key));
    if (user.email) {
      await tx
        .delete(newsletterSubscriptions)
        .where(sql`lower(${newsletterSubscriptions.email}) = ${user.email.toLowerCase()}`);
    }
    await tx.delete(smsCodes).where(eq(smsCodes.phone, user.phone));
    await tx
      .update(users)
      .set({
        phone: `removed-${user.id}`,
        email: null,
        firstName: null,
        subscribe: false,
        legalEntity: false,
        activeCompanyId: null,
        roles: [],
        timeZone: 'default',
        dndFrom: null,
        dndTo: null,
        removedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}
