/**
 * Arrival notices for the waiting list: once a SKU someone waits for can be had again where they
 * asked from (the city's shops or the country's warehouses, the basket's rule), they get an
 * e-mail and an SMS with the product's link, once, on the channels they chose and outside their
 * do-not-disturb hours (the SMS waits for their end); the notice also lands in their inbox. The row is claimed (notified_at set) in the
 * transaction that queues the notice: overlapping runs notify once, and a failing channel is
 * retried by the queue.
 */
import { contentLang, createTranslator } from '@storefront/domain/i18n/translate';
import { buildPath } from '@storefront/domain/routes';
import { DEFAULT_VARIANT, isVariantKey, VARIANTS } from '@storefront/domain/variants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { productSkus, products } from '../../db/schema/catalog.ts';
import { users } from '../../db/schema/identity.ts';
import { waitingList } from '../../db/schema/orders.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { maxAvailableBySku } from '../basket/stock.ts';
import { recordMessage } from '../messages/messages.service.ts';
import type { NoticeDeps } from '../notices/order-notices.ts';
import { recipientColumns, recipientSettingsOf } from '../notices/recipient-settings.ts';
import { enqueueNotice } from '../notices/send-notice.ts';

/** Waiting rows looked at per run; the rest wait for the next one. */
const BATCH = 500;

export async function sendArrivalNotices(
  deps: NoticeDeps,
  queue: JobQueue,
  now = new Date(),
): Promise<{ sent: number }> {
  const { db } = deps;
  const waiting = await db
    .select({
      userId: waitingList.userId,
      skuId: waitingList.skuId,
      variant: waitingList.variant,
      cityId: waitingList.cityId,
      email: users.email,
      phone: users.phone,
      ...recipientColumns,
      name: products.name,
      slug: products.slug,
      size: productSkus.size,
    })
    .from(waitingList)
    .innerJoin(users, eq(users.id, waitingList.userId))
    .innerJoin(productSkus, eq(productSkus.id, waitingList.skuId))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(isNull(waitingList.notifiedAt))
    .orderBy(asc(waitingList.createdAt))
    .limit(BATCH);

  const byCity = new Map<number, typeof waiting>();
  for (const w of waiting) byCity.set(w.cityId, [...(byCity.get(w.cityId) ?? []), w]);
  let sent = 0;
  for (const [cityId, rows] of byCity) {
    const available = await maxAvailableBySku(
      db,
      rows.map((r) => r.skuId),
      cityId,
    );
    for (const row of rows) {
      if ((available.get(row.skuId) ?? 0) === 0) continue;
      const variant = isVariantKey(row.variant) ? row.variant : DEFAULT_VARIANT;
      const { locale } = VARIANTS[variant];
      const lang = contentLang(locale);
      const t = createTranslator(locale);
      const path = buildPath('ProductIndex', variant, { productSlug: row.slug });
      const values = {
        name: row.size ? `${row.name[lang]} (${row.size})` : row.name[lang],
        url: `${deps.publicUrl}${path}`,
      };
      const settings = recipientSettingsOf(row);
      // The shopper's channels: e-mail, and "push", which reaches the phone as an SMS (the web has
      // no push subscriptions), held by the do-not-disturb hours.
      const to = { email: settings.arrivalEmail ? row.email : null, phone: settings.arrivalPush ? row.phone : null };
      const notice = {
        subject: t('notices.arrival.subject', values),
        text: t('notices.arrival.text', values),
        sms: t('notices.arrival.sms', values),
      };
      const queued = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(waitingList)
          .set({ notifiedAt: now })
          .where(
            and(eq(waitingList.userId, row.userId), eq(waitingList.skuId, row.skuId), isNull(waitingList.notifiedAt)),
          )
          .returning({ userId: waitingList.userId });
        if (claimed.length === 0) return false;
        await enqueueNotice(queue, to, notice, { tx }, { dnd: settings.dnd, now });
        await recordMessage(tx, row.userId, { kind: 'arrival', title: notice.subject, text: notice.text, url: path });
        return true;
      });
      if (!queued) continue;
      sent += 1;
    }
  }
  return { sent };
}
