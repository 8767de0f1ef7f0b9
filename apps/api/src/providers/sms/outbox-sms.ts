/** The local SMS adapter: messages land in the sms_outbox table and the log, where developers and tests read them. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/identity.ts';
import type { SmsProvider } from './sms-provider.ts';

export function createOutboxSms(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    kind: 'outbox',
    async send(phone, text) {
      await db.insert(smsOutbox).values({ phone, text });
      log.info({ phone, text }, 'sms outbox');
    },
  };
}

/** The latest 50 messages of the outbox, newest first; only to one phone when `phone` has digits. */
export async function latestOutboxMessages(db: Db, phone: string | undefined) {
  const digits = phone?.replace(/\D/g, '');
  const rows = await db
    .select()
    .from(smsOutbox)
    .where(digits ? eq(smsOutbox.phone, digits) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(50);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
