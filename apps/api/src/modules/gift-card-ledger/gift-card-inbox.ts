/**
 * Gift-card events in the shoppers' inboxes (the profile's messages): the buyer is told when the
 * cards are issued and when the recipient's SMS went out; a recipient who has an account with the
 * card's phone is told a card arrived. Every message links to the profile's gift cards. Gift cards
 * are sold in the ru variant only, so the texts and links are the ru variant's. A removed account
 * is told nothing.
 */
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS } from '@storefront/domain/variants';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { recordMessage } from '../messages/messages.service.ts';

const locale = VARIANTS.ru.locale;
const t = createTranslator(locale);
const url = buildPath('ProfileGiftCardsIndex', 'ru');
const money = (amount: number, currency: string) => formatMoney({ amount, currency } as Money, locale);

/** The user `where` names, unless the account was removed. */
async function liveUser(db: Db, where: SQL): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(where, isNull(users.removedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** The buyer's message once a paid order's cards exist (written in the transaction that issues them). */
export async function inboxCardsIssued(
  tx: Db,
  buyerUserId: number,
  purchase: { quantity: number; amount: number; currency: string; recipientName: string },
  orderNumber: string,
): Promise<void> {
  if ((await liveUser(tx, eq(users.id, buyerUserId))) === null) return;
  const values = {
    number: orderNumber,
    quantity: purchase.quantity,
    amount: money(purchase.amount, purchase.currency),
    recipient: purchase.recipientName,
  };
  await recordMessage(tx, buyerUserId, {
    kind: 'giftCard.issued',
    title: t('giftCards.inbox.issued.title', values),
    text: t('giftCards.inbox.issued.text', values),
    url,
  });
}

/** After the recipient's SMS went out: the recipient's account (if the phone has one) and the buyer. */
export async function inboxCardSent(
  db: Db,
  card: { phone: string; senderName: string; recipientName: string; balance: number; currency: string },
  buyer: { userId: number; orderNumber: string } | null,
): Promise<void> {
  const recipientId = await liveUser(db, eq(users.phone, card.phone));
  if (recipientId !== null) {
    const values = { sender: card.senderName, amount: money(card.balance, card.currency) };
    await recordMessage(db, recipientId, {
      kind: 'giftCard.received',
      title: t('giftCards.inbox.received.title', values),
      text: t('giftCards.inbox.received.text', values),
      url,
    });
  }
  if (buyer && (await liveUser(db, eq(users.id, buyer.userId))) !== null) {
    const values = { recipient: card.recipientName, number: buyer.orderNumber };
    await recordMessage(db, buyer.userId, {
      kind: 'giftCard.delivered',
      title: t('giftCards.notice.delivered.subject', values),
      text: t('giftCards.notice.delivered.text', values),
      url,
    });
  }
}
