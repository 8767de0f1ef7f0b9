/**
 * One notice by e-mail and SMS, each where the recipient has the address. A notice is a courtesy:
 * a failing channel is logged (with `context` and the channel) and the other is still tried.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EmailProvider } from '../../providers/email/email-provider.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';

export interface NoticeChannels {
  sms: SmsProvider;
  email: EmailProvider;
  log: FastifyBaseLogger;
}

export interface Notice {
  subject: string;
  text: string;
  sms: string;
}

export async function sendNotice(
  channels: NoticeChannels,
  to: { email?: string | null; phone?: string | null },
  notice: Notice,
  context: { logMessage: string } & Record<string, unknown>,
): Promise<void> {
  const { logMessage, ...fields } = context;
  const deliver = async (channel: 'email' | 'sms', send: () => Promise<void>) => {
    try {
      await send();
    } catch (error) {
      channels.log.error({ err: error, ...fields, channel }, logMessage);
    }
  };
  const email = to.email?.trim();
  const phone = to.phone?.replace(/\D/g, '');
  await Promise.all([
    email
      ? deliver('email', () => channels.email.send({ to: email, subject: notice.subject, text: notice.text }))
      : null,
    phone ? deliver('sms', () => channels.sms.send(phone, notice.sms)) : null,
  ]);
}
