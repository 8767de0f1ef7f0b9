import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/identity.ts';
import { emailOutbox } from '../../db/schema/orders.ts';
import { createOutboxEmail } from '../../providers/email/outbox-email.ts';
import { createOutboxSms } from '../../providers/sms/outbox-sms.ts';
import { createUserSession } from '../../test/sessions.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { insertOrder, recordingLog } from '../payments/payments.test-support.ts';
import { createOrderNotices, type OrderNotices } from './order-notices.ts';

const ORIGIN = 'https://shop.example';
let database: Database;
let notices: OrderNotices;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const log = recordingLog();
  notices = createOrderNotices({
    db: database.db,
    sms: createOutboxSms(database.db, log),
    email: createOutboxEmail(database.db, log),
    log,
    publicUrl: ORIGIN,
  });
  ({ userId } = await createUserSession(database.db));
});
afterAll(() => database.close());

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
    await notices.send(order.id, 'placed');
    await notices.send(order.id, 'paid');
    await notices.send(order.id, 'cancelled');
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
      `Uyut: заказ ${order.number} на 1 734,50 ₽ оформлен. ${link}`,
      `Uyut: заказ ${order.number} оплачен, 1 234,50 ₽. ${link}`,
      `Uyut: заказ ${order.number} отменён. ${link}`,
    ]);
  });

  it('writes in the language and currency of the order’s variant', async () => {
    const kz = await insertOrder(database.db, userId, { variant: 'kz', email: 'kz@example.com', toPay: 15_000_00 });
    await notices.send(kz.id, 'paid');
    const [kzMail] = await mailsTo('kz@example.com');
    expect(kzMail!.subject).toBe(`${kz.number} тапсырысы төленді`);
    expect(kzMail!.text).toBe(
      `${kz.number} тапсырысы үшін 15 000 ₸ төлемін алдық. Оның күйі: ${ORIGIN}/kz/lichnyj-kabinet/orders/?order=${kz.number}`,
    );
    const ae = await insertOrder(database.db, userId, { variant: 'com', email: 'ae@example.com', toPay: 79_00 });
    await notices.send(ae.id, 'placed');
    const [aeMail] = await mailsTo('ae@example.com');
    expect(aeMail!.subject).toBe(`Order ${ae.number} is placed`);
    expect(aeMail!.text).toBe(
      `Thank you for your order ${ae.number} for AED 579. Its status: ${ORIGIN}/ae/personal-account/orders/?order=${ae.number}`,
    );
  });

  it('logs failures instead of throwing, and still tries the other channel', async () => {
    const log = recordingLog();
    const failing = createOrderNotices({
      db: database.db,
      sms: createOutboxSms(database.db, log),
      email: {
        kind: 'http',
        send: async () => {
          throw new Error('gateway down');
        },
      },
      log,
      publicUrl: ORIGIN,
    });
    const order = await insertOrder(database.db, userId, { phone: '77010001122' });
    await expect(failing.send(order.id, 'placed')).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: order.id, channel: 'email' }),
      'order notice not sent',
    );
    expect(await smsTo('77010001122')).toHaveLength(1);
    await expect(failing.send(999_999_999, 'paid')).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith({ orderId: 999_999_999, event: 'paid' }, 'order notice for an unknown order');
  });
});
