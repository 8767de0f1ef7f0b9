/**
 * SMS held back by do-not-disturb hours: once their time has come they are claimed (sent_at set,
 * skipping rows another process holds) and sent, so several processes send each one once.
 * A failed send is logged and not retried: a notice is a courtesy.
 */
import { and, asc, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { delayedSms } from '../db/schema/identity.ts';
import type { NoticeChannels } from '../modules/notices/send-notice.ts';

const BATCH = 200;

export async function sendDelayedSms(
  deps: Pick<NoticeChannels, 'db' | 'sms' | 'log'>,
  now = new Date(),
): Promise<{ sent: number }> {
  const db: Db = deps.db;
  const due = db
    .select({ id: delayedSms.id })
    .from(delayedSms)
    .where(and(isNull(delayedSms.sentAt), lte(delayedSms.sendAt, now)))
    .orderBy(asc(delayedSms.sendAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(delayedSms)
    .set({ sentAt: now })
    .where(and(inArray(delayedSms.id, due), isNull(delayedSms.sentAt)))
    .returning({ id: delayedSms.id, phone: delayedSms.phone, text: delayedSms.text });
  let sent = 0;
  for (const row of claimed) {
    try {
      await deps.sms.send(row.phone, row.text);
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, delayedSmsId: row.id }, 'delayed SMS not sent');
    }
  }
  // Sent rows are kept a week for support questions, then dropped.
  await db.delete(delayedSms).where(sql`${delayedSms.sentAt} < ${new Date(now.getTime() - 7 * 24 * 3600 * 1000)}`);
  return { sent };
}
