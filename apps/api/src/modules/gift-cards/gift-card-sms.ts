/**
 * The recipient's SMS of an issued gift card, at its send time (at once for 'now': it arrives
 * within GIFT_CARD_SMS_HOURS), with the link to the present page. The schedule is the card row
 * (sms_status, sms_due_at), so it survives restarts. A run claims due cards atomically
 * (FOR UPDATE SKIP LOCKED, status 'sending' with a lease), so with any number of processes a
 * card is sent by one of them; a claim whose process died is taken again once its lease ends.
 * A provider failure puts the card back with a growing delay, up to GIFT_CARD_SMS_ATTEMPTS tries.
 * When the recipient's SMS went out, the buyer is told by e-mail and SMS, and the inboxes of the
 * buyer and of the recipient's account (if the phone has one) by a message.
 *
 * `sendGiftCardSms(deps, now)` is the job's whole work: a periodic runner (server.ts) or a
 * queue's scheduled run can call it.
 */

import { dndSendAt } from '@storefront/domain/do-not-disturb';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { formatMoney, type Money } from '@storefront/domain/money';
import { buildPath } from '@storefront/domain/routes';
import { VARIANTS } from '@storefront/domain/variants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { giftCards, orders } from '../../db/schema/orders.ts';
import { inboxCardSent } from '../gift-card-ledger/gift-card-inbox.ts';
import type { NoticeDeps } from '../notices/order-notices.ts';
import { recipientColumns, recipientSettingsOf } from '../notices/recipient-settings.ts';
import { sendNotice } from '../notices/send-notice.ts';

export const GIFT_CARD_SMS_ATTEMPTS = 6;
/** How long a claimed send may take before another process may take it over. */
export const GIFT_CARD_SMS_LEASE_MS = 5 * 60_000;
/** Delay before the attempt after the n-th failure: 1, 5, 15, 30, 60 minutes. */
export const GIFT_CARD_SMS_BACKOFF_MIN = [1, 5, 15, 30, 60] as const;
const BATCH = 50;

export interface GiftCardSmsDeps extends NoticeDeps {
  /**
   * The end of the recipient's do-not-disturb period when `at` falls inside it (the SMS waits
   * until then), or null. Without it every time is fine.
   */
  quietUntil?: (phone: string, at: Date) => Promise<Date | null>;
}

/**
 * The recipient's do-not-disturb hours, when the recipient's phone belongs to an account that set
 * them: the end of the window when `at` falls inside it (decision 006's rule for SMS notices).
 */
export function accountQuietHours(db: Db): NonNullable<GiftCardSmsDeps['quietUntil']> {
  return async (phone, at) => {
    const [row] = await db.select(recipientColumns).from(users).where(eq(users.phone, phone)).limit(1);
    if (!row || row.removedAt) return null;
    const until = dndSendAt(at, recipientSettingsOf(row).dnd);
    return until > at ? until : null;
  };
}

interface Claimed {
  id: number;
  phone: string;
  senderName: string;
  recipientName: string;
  token: string;
  attempts: number;
  orderId: number | null;
  balance: number;
  currency: string;
}

async function claimDue(deps: GiftCardSmsDeps, now: Date): Promise<Claimed[]> {
  const lease = new Date(now.getTime() + GIFT_CARD_SMS_LEASE_MS);
  const result = (await deps.db.execute(sql`
    update gift_cards set sms_status = 'sending', sms_lease_until = ${lease.toISOString()}::timestamptz,
      sms_attempts = sms_attempts + 1
    where id in (
      select id from gift_cards
      where status <> 'blocked' and present_token is not null and (
        (sms_status = 'scheduled' and sms_due_at <= ${now.toISOString()}::timestamptz)
        or (sms_status = 'sending' and sms_lease_until < ${now.toISOString()}::timestamptz))
      order by sms_due_at
      limit ${BATCH}
      for update skip locked)
    returning id, recipient_phone, sender_name, recipient_name, present_token, sms_attempts, order_id, balance, currency
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    phone: String(r.recipient_phone ?? ''),
    senderName: String(r.sender_name ?? ''),
    recipientName: String(r.recipient_name ?? ''),
    token: String(r.present_token),
    attempts: Number(r.sms_attempts),
    orderId: r.order_id == null ? null : Number(r.order_id),
    balance: Number(r.balance),
    currency: String(r.currency),
  }));
}

const stillSending = (id: number) => and(eq(giftCards.id, id), eq(giftCards.smsStatus, 'sending'));

/** Sends every due card's SMS once; answers how many went out, were put back for a retry, or failed for good. */
export async function sendGiftCardSms(
  deps: GiftCardSmsDeps,
  now = new Date(),
): Promise<{ sent: number; retried: number; failed: number; postponed: number }> {
  const { db, log } = deps;
  const counts = { sent: 0, retried: 0, failed: 0, postponed: 0 };
  const locale = VARIANTS.ru.locale;
  const t = createTranslator(locale);
  for (const card of await claimDue(deps, now)) {
    const quiet = deps.quietUntil ? await deps.quietUntil(card.phone, now) : null;
    if (quiet && quiet > now) {
      await db
        .update(giftCards)
        .set({ smsStatus: 'scheduled', smsDueAt: quiet, smsLeaseUntil: null, smsAttempts: card.attempts - 1 })
        .where(stillSending(card.id));
      counts.postponed += 1;
      continue;
    }
    const url = `${deps.publicUrl}${buildPath('GiftCardPresentPageIndex', 'ru', { cardId: card.token })}`;
    const amount = formatMoney({ amount: card.balance, currency: card.currency } as Money, locale);
    try {
      await deps.sms.send(card.phone, t('giftCards.sms.present', { sender: card.senderName, amount, url }));
    } catch (error) {
      const final = card.attempts >= GIFT_CARD_SMS_ATTEMPTS;
      const delayMin = GIFT_CARD_SMS_BACKOFF_MIN[Math.min(card.attempts, GIFT_CARD_SMS_BACKOFF_MIN.length) - 1] ?? 60;
      await db
        .update(giftCards)
        .set(
          final
            ? { smsStatus: 'failed', smsLeaseUntil: null }
            : { smsStatus: 'scheduled', smsDueAt: new Date(now.getTime() + delayMin * 60_000), smsLeaseUntil: null },
        )
        .where(stillSending(card.id));
      log[final ? 'error' : 'warn'](
        { err: error, giftCardId: card.id, attempt: card.attempts },
        final ? 'gift card SMS not sent, no retries left' : 'gift card SMS not sent, will retry',
      );
      counts[final ? 'failed' : 'retried'] += 1;
      continue;
    }
    // The local outbox is the delivery itself; a gateway has only accepted the message.
    const status = deps.sms.kind === 'outbox' ? 'delivered' : 'sent';
    await db
      .update(giftCards)
      .set({ smsStatus: status, smsSentAt: now, smsLeaseUntil: null })
      .where(stillSending(card.id));
    counts.sent += 1;
    await tellAfterSending(deps, card, t);
  }
  return counts;
}

async function tellAfterSending(deps: GiftCardSmsDeps, card: Claimed, t: ReturnType<typeof createTranslator>) {
  const [order] =
    card.orderId === null
      ? []
      : await deps.db
          .select({ number: orders.number, recipient: orders.recipient, userId: orders.userId })
          .from(orders)
          .where(eq(orders.id, card.orderId));
  await inboxCardSent(deps.db, card, order ? { userId: order.userId, orderNumber: order.number } : null);
  if (!order) return;
  const values = { recipient: card.recipientName, number: order.number };
  await sendNotice(
    deps,
    order.recipient,
    {
      subject: t('giftCards.notice.delivered.subject', values),
      text: t('giftCards.notice.delivered.text', values),
      sms: t('giftCards.notice.delivered.sms', values),
    },
    { logMessage: 'gift card delivery notice not sent', giftCardId: card.id },
  );
}
