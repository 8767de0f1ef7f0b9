/** The local SMS adapter: messages land in the sms_outbox table and the log, where developers and tests read them. */
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
