/**
 * One notice by e-mail and SMS, each where the recipient has the address. Each channel is a job of
 * its own (a failing SMS gateway does not resend the e-mail); a failing channel throws, and the
 * queue retries it with backoff. An SMS due inside the recipient's do-not-disturb hours is queued
 * for their end (not dropped); e-mail is not held back.
 */
import { type DndWindow, dndSendAt } from '@storefront/domain/do-not-disturb';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue.ts';
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

export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export interface NoticeRecipient {
  email?: string | null;
  phone?: string | null;
}

/** Sends the notice on every channel now; a failing channel is logged (with `context`), never thrown. */
export async function sendNotice(
  channels: NoticeChannels,
  to: NoticeRecipient,
  notice: Notice,
  context: { logMessage: string } & Record<string, unknown>,
): Promise<void> {
  const { logMessage, ...fields } = context;
  await Promise.all(
    NOTICE_CHANNELS.map(async (channel) => {
      try {
        await deliverNotice(channels, channel, to, notice);
      } catch (error) {
        channels.log.error({ err: error, ...fields, channel }, logMessage);
      }
    }),
  );
}

/** Sends the notice on one channel; nothing when the recipient has no address there. Throws on failure. */
export async function deliverNotice(
  channels: NoticeChannels,
  channel: NoticeChannel,
  to: NoticeRecipient,
  notice: Notice,
): Promise<void> {
  if (channel === 'email') {
    const email = to.email?.trim();
    if (email) await channels.email.send({ to: email, subject: notice.subject, text: notice.text });
  } else {
    const phone = to.phone?.replace(/\D/g, '');
    if (phone) await channels.sms.send(phone, notice.sms);
  }
}

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    /** A notice written when it was queued (arrival notices, scheduled SMS), on one channel. */
    notice: { channel: NoticeChannel; to: NoticeRecipient; notice: Notice };
  }
}

/** The 'notice' job: sends a written notice on one channel, retried with backoff while it fails. */
export function defineNoticeJob(queue: JobQueue, channels: NoticeChannels): void {
  queue.define('notice', {
    run: ({ channel, to, notice }) => deliverNotice(channels, channel, to, notice),
    retryLimit: 8,
    retryDelayS: 30,
  });
}

/**
 * Queues the notice on every channel the recipient has an address for, in `options.tx` when given;
 * the SMS at the end of `dnd` when `now` falls inside those quiet hours.
 */
export async function enqueueNotice(
  queue: JobQueue,
  to: NoticeRecipient,
  notice: Notice,
  options: Parameters<JobQueue['enqueue']>[2] = {},
  quiet: { dnd?: DndWindow | null; now?: Date } = {},
): Promise<void> {
  const now = quiet.now ?? new Date();
  for (const channel of NOTICE_CHANNELS) {
    if (channel === 'email' ? to.email?.trim() : to.phone?.replace(/\D/g, '')) {
      const smsAt = dndSendAt(now, quiet.dnd ?? null);
      const runAt = channel === 'sms' && smsAt > now ? { runAt: smsAt } : {};
      await queue.enqueue('notice', { channel, to, notice }, { ...options, ...runAt });
    }
  }
}
