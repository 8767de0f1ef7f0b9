/** The local e-mail adapter: messages land in the email_outbox table and the log, where developers and tests read them. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/orders.ts';
import type { EmailProvider } from './email-provider.ts';

export function createOutboxEmail(db: Db, log: FastifyBaseLogger): EmailProvider {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(emailOutbox).values(message);
      log.info(message, 'email outbox');
    },
  };
}
