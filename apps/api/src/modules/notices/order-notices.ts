/**
 * E-mail and SMS notices of order events, sent after the change is committed.
 * INTERFACE STUB: the payments/notices helper implements createOrderNotices.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';

export type OrderEvent = 'placed' | 'paid' | 'cancelled';

export interface OrderNotices {
  /** Sends the notice of `event` for the order; failures are logged, never thrown. */
  send(orderId: number, event: OrderEvent): Promise<void>;
}

export function createOrderNotices(_deps: {
  db: Db;
  sms: SmsProvider;
  email: EmailProvider;
  log: FastifyBaseLogger;
}): OrderNotices {
  throw new Error('createOrderNotices: not implemented yet');
}
