/**
 * Sending e-mail: the local adapter keeps messages in the email_outbox table (and the log), the
 * gateway adapter hands them to a real service. Chosen by EMAIL_PROVIDER.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createGatewayEmail } from './gateway-email.ts';
import { createOutboxEmail } from './outbox-email.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly kind: 'outbox' | 'http';
  /** Throws when the message cannot be handed over. */
  send(message: EmailMessage): Promise<void>;
}

export function createEmailProvider(config: Config, db: Db, log: FastifyBaseLogger): EmailProvider {
  if (config.EMAIL_PROVIDER === 'http' && config.EMAIL_GATEWAY_URL) {
    return createGatewayEmail({ url: config.EMAIL_GATEWAY_URL, key: config.EMAIL_GATEWAY_KEY }, config.EMAIL_FROM);
  }
  if (config.isProduction) {
    log.warn(
      'EMAIL_PROVIDER=outbox in production: order notices are not e-mailed but kept in email_outbox and this log',
    );
  }
  return createOutboxEmail(db, log);
}
