import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { smsOutbox, userMessages, users } from '../../db/schema/identity.ts';
import { emailOutbox } from '../../db/schema/orders.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { createOutboxEmail } from '../../providers/email/outbox-email.ts';
import { createOutboxSms } from '../../providers/sms/outbox-sms.ts';
import { createUserSession } from '../../test/sessions.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertOrder, recordingLog } from '../payments/payments.test-support.ts';
import { createOrderNotices, type OrderEvent, type OrderNotices } from './order-notices.ts';
import { defineNoticeJob } from './send-notice.ts';

const ORIGIN = 'https://shop.example';
let database: Database;
let notices: OrderNotices;
let queue: JobQueue;
let userId: number;

/** The notice queued in a committed change, and the queue worked off. */
const send = async (orderId: number, event: OrderEvent) => {
  await database.db.transaction((tx) => notices.enqueue(tx, orderId, event));
  await queue.drain();
};

beforeAll(async () => {
  database = await openTestDatabase();
  const log = recordingLog();
  queue = createJobQueue(database, log);
  notices = createOrderNotices(
    {
      db: database.db,
      sms: createOutboxSms(database.db, log),
      email: createOutboxEmail(database.db, log),
      log,
      publicUrl: ORIGIN,
    },
    queue,
  );
  defineNoticeJob(queue, { ...noticeChannels(log), log });
  await queue.prepare();
  ({ userId } = await createUserSession(database.db));
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

/** Money is formatted with no-break spaces; the expectations are written with plain ones. */
const plain = <T extends { text: string }>(rows: T[]) =>
  rows.map((r) => ({ ...r, text: r.text.replace(/\u00a0/g, ' ') }));
const mailsTo = (to: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(emailOutbox.id).then(plain);
const smsTo = (phone: string) =>
  database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id).then(plain);

describe('order notices', () => {
  it('tells a Russian shopper by e-mail and SMS that the order is placed, paid and cancelled', async () => {
    const order = await insertOrder(database.db, userId, { email: 'ru@example.com', phone: '+7 916 000-11-22' });
    await send(order.id, 'placed');
    await send(order.id, 'paid');
    await send(order.id, 'cancelled');
    const link = `${ORIGIN}/lichnyj-kabinet/orders/?order=${order.number}`;
    const mails = await mailsTo('ru@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      `Заказ ${order.number} оформлен`,
      `Заказ ${order.number} оплачен`,
      `Заказ ${order.number} отменён`,
    ]);
    // placed and cancelled name the order's total; paid what the payment brought (toPay).
    expect(mails[0]!.text).toBe(`Спасибо за заказ ${order.number} на сумму 1 734,50 ₽. Его статус: ${link}`);
    expect(mails[1]!.text).toBe(`Мы получили оплату 1 234,50 ₽ за заказ ${order.number}. Его статус: ${link}`);
    expect(mails[2]!.text).toContain('отменён');
    const sms = await smsTo('79160001122');
    expect(sms.map((s) => s.text)).toEqual([
      `Уют: заказ ${order.number} на 1 734,50 ₽ оформлен. ${link}`,
      `Уют: заказ ${order.number} оплачен, 1 234,50 ₽. ${link}`,
      `Уют: заказ ${order.number} отменён. ${link}`,
    ]);
  });

  it('writes in the language and currency of the order’s variant', async () => {
    const kz = await insertOrder(database.db, userId, { variant: 'kz', email: 'kz@example.com', toPay: 15_000_00 });
    await send(kz.id, 'paid');
    const [kzMail] = await mailsTo('kz@example.com');
    expect(kzMail!.subject).toBe(`${kz.number} тапсырысы төленді`);
    expect(kzMail!.text).toBe(
      `${kz.number} тапсырысы үшін 15 000 ₸ төлемін алдық. Оның күйі: ${ORIGIN}/kz/lichnyj-kabinet/orders/?order=${kz.number}`,
    );
    const ae = await insertOrder(database.db, userId, { variant: 'com', email: 'ae@example.com', toPay: 79_00 });
    await send(ae.id, 'placed');
    const [aeMail] = await mailsTo('ae@example.com');
    expect(aeMail!.subject).toBe(`Order ${ae.number} is placed`);
    expect(aeMail!.text).toBe(
      `Thank you for your order ${ae.number} for AED 579. Its status: ${ORIGIN}/ae/personal-account/orders/?order=${ae.number}`,
    );
  });

  it('retries a failing gateway until it succeeds, without resending the channel that worked', async () => {
    const log = recordingLog();
    const failingQueue = createJobQueue(database, log);
    let calls = 0;
    const failing = createOrderNotices(
      {
        db: database.db,
        sms: createOutboxSms(database.db, log),
        email: {
          kind: 'http',
          send: async ({ to }) => {
            calls += 1;
            if (calls <= 2) throw new Error('gateway down');
            await database.db.insert(emailOutbox).values({ to, subject: 'retried', text: 'retried' });
          },
        },
        log,
        publicUrl: ORIGIN,
      },
      failingQueue,
    );
    await failingQueue.prepare();
    const order = await insertOrder(database.db, userId, { phone: '77010001122', email: 'retry@example.com' });
    await database.db.transaction((tx) => failing.enqueue(tx, order.id, 'placed'));
    // The placing request never waits for a gateway: the first attempt runs in the queue (the SMS
    // and the inbox message go through, the e-mail fails).
    expect(await failingQueue.drain()).toEqual({ ran: 2, failed: 1 });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'order-notice', attempt: 1 }),
      'job failed; retried later',
    );
    expect(await smsTo('77010001122')).toHaveLength(1);
    expect(await mailsTo('retry@example.com')).toHaveLength(0);
    // The retry waits for its backoff; taken early here, it fails once more, then succeeds.
    expect(await failingQueue.drain({ ignoreRunAt: true })).toEqual({ ran: 0, failed: 1 });
    expect(await failingQueue.drain({ ignoreRunAt: true })).toEqual({ ran: 1, failed: 0 });
    expect(await mailsTo('retry@example.com')).toHaveLength(1);
    expect(await smsTo('77010001122')).toHaveLength(1);
    expect(await failingQueue.drain({ ignoreRunAt: true })).toEqual({ ran: 0, failed: 0 });
    await failingQueue.stop();
  });

  it('sends nothing for a change whose transaction rolls back', async () => {
    const order = await insertOrder(database.db, userId, { email: 'rolled@example.com', phone: '79160009988' });
    await expect(
      database.db.transaction(async (tx) => {
        await notices.enqueue(tx, order.id, 'cancelled');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue.drain({ ignoreRunAt: true });
    expect(await mailsTo('rolled@example.com')).toHaveLength(0);
    expect(await smsTo('79160009988')).toHaveLength(0);
  });

  it('warns about an unknown order and sends nothing', async () => {
    const log = recordingLog();
    const lone = createOrderNotices({ ...noticeChannels(log), db: database.db, log, publicUrl: ORIGIN }, queue);
    await expect(lone.deliver(999_999_999, 'paid', 'email')).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith({ orderId: 999_999_999, event: 'paid' }, 'order notice for an unknown order');
  });
  it('honours the shopper’s settings: no e-mail when turned off, SMS held by quiet hours until they end, inbox always', async () => {
    const { userId: quietId } = await createUserSession(database.db);
    // Quiet hours around the present moment, in Almaty time.
    const hhmm = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Asia/Almaty',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d);
    const now = Date.now();
    await database.db
      .update(users)
      .set({
        notifyOrderEmail: false,
        dndFrom: hhmm(new Date(now - 3600_000)),
        dndTo: hhmm(new Date(now + 3600_000)),
        dndTimeZone: 'Asia/Almaty',
      })
      .where(eq(users.id, quietId));
    const order = await insertOrder(database.db, quietId, { email: 'quiet@example.com', phone: '79160003344' });
    await send(order.id, 'placed');

    expect(await mailsTo('quiet@example.com')).toEqual([]);
    expect(await smsTo('79160003344')).toEqual([]);
    const [message] = await database.db.select().from(userMessages).where(eq(userMessages.userId, quietId));
    expect(message).toMatchObject({ kind: 'order.placed', title: `Заказ ${order.number} оформлен` });

    // The SMS waits in the queue for the end of the quiet hours, then goes out once.
    const jobs = (await database.sql.executeSql(
      `select start_after from pgboss.job where name = 'notice' and data->'to'->>'phone' = '79160003344'`,
    )) as { rows: { start_after: string | Date }[] };
    const waitMs = new Date(jobs.rows[0]!.start_after).getTime() - now;
    expect(waitMs).toBeGreaterThan(58 * 60_000);
    expect(waitMs).toBeLessThanOrEqual(60 * 60_000);
    await queue.drain({ ignoreRunAt: true });
    expect((await smsTo('79160003344')).map((r) => r.text)).toEqual([
      `Уют: заказ ${order.number} на 1 734,50 ₽ оформлен. ${ORIGIN}/lichnyj-kabinet/orders/?order=${order.number}`,
    ]);
    await queue.drain({ ignoreRunAt: true });
    expect(await smsTo('79160003344')).toHaveLength(1);
  });
});

function noticeChannels(log: ReturnType<typeof recordingLog>) {
  return { sms: createOutboxSms(database.db, log), email: createOutboxEmail(database.db, log) };
}
