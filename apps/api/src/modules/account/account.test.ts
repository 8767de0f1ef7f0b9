import { MAX_COMPANIES } from '@storefront/domain/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userMessages, users } from '../../db/schema/identity.ts';
import { addresses, orders } from '../../db/schema/orders.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { lastCode } from '../auth/auth.test-support.ts';
import { recordMessage } from '../messages/messages.service.ts';
import { skuAt } from '../orders/orders.test-support.ts';
import { insertOrder } from '../payments/payments.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_RESEND_S: '1' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
/** The first message of each field, as the forms show it. */
const fields = (res: { json(): { error?: { fields?: { name: string; message: string }[] } } }) =>
  Object.fromEntries((res.json().error?.fields ?? []).reverse().map((f) => [f.name, f.message]));

const COMPANY = {
  companyName: 'ООО «Уют»',
  inn: '7701234567',
  rs: '40702810900000000001',
  ks: '30101810400000000225',
  bik: '044525225',
  bankName: 'ПАО Сбербанк',
  legalAddress: 'Москва, Тверская, 7',
};

describe('personal account', () => {
  it('is for logged-in users only', async () => {
    for (const [method, url] of [
      ['GET', 'users/account-summary'],
      ['GET', 'users/notification-settings'],
      ['GET', 'users/companies'],
      ['GET', 'users/messages'],
      ['POST', 'users/removal/sms'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it('saves personal data and answers the fresh user block, with the spec’s messages for bad input', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const res = await call('PATCH', 'users/personal', cookie, {
      firstName: ' Мария ',
      email: 'Maria@Example.com',
      subscribe: true,
      timeZone: 'Asia/Omsk',
      legalEntity: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Мария',
      email: 'maria@example.com',
      subscribe: true,
      timeZone: 'Asia/Omsk',
      legalEntity: true,
    });
    const bad = await call('PATCH', 'users/personal', cookie, {
      firstName: 'М',
      email: 'maria@',
      timeZone: 'Mars/Base',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual({
      firstName: 'validation.errorFirstNumber',
      email: 'validation.errorEmail',
      timeZone: 'validation.invalid',
    });
    const empty = await call('PATCH', 'users/personal', cookie, { firstName: '', email: '' });
    expect(fields(empty)).toEqual({ firstName: 'validation.required', email: 'validation.required' });
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const { cookie } = await createUserSession(t.database.db, { phone: '79160000101' });
    await createUserSession(t.database.db, { phone: '79160000102' });
    expect(fields(await call('POST', 'users/phone/sms', cookie, { phoneNumber: '123' }))).toEqual({
      phoneNumber: 'validation.errorPhoneNumber',
    });
    expect(fields(await call('POST', 'users/phone/sms', cookie, { phoneNumber: '+7 916 000-01-02' }))).toEqual({
      phoneNumber: 'account.error.phoneTaken',
    });
    expect(fields(await call('POST', 'users/phone/sms', cookie, { phoneNumber: '+7 916 000-01-01' }))).toEqual({
      phoneNumber: 'account.error.samePhone',
    });
    const sent = await call('POST', 'users/phone/sms', cookie, { phoneNumber: '+7 916 000-01-03' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t.database.db, '79160000103');
    const wrong = code === '0000' ? '1111' : '0000';
    expect(
      fields(await call('POST', 'users/phone', cookie, { phoneNumber: '+79160000103', phoneCode: wrong })),
    ).toEqual({ phoneCode: 'validation.invalidCode' });
    const ok = await call('POST', 'users/phone', cookie, { phoneNumber: '+79160000103', phoneCode: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.phone).toBe('79160000103');
  });

  it('keeps notification settings with valid quiet hours', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const initial = await call('GET', 'users/notification-settings', cookie);
    expect(initial.json().data).toEqual({
      subscribe: false,
      orderStatusEmail: true,
      arrivalPush: true,
      arrivalEmail: true,
      dndFrom: '',
      dndTo: '',
      dndTimeZone: 'default',
    });
    const body = {
      subscribe: true,
      orderStatusEmail: false,
      arrivalPush: true,
      arrivalEmail: false,
      dndFrom: '22:00',
      dndTo: '08:00',
      dndTimeZone: 'Asia/Almaty',
    };
    const saved = await call('PUT', 'users/notification-settings', cookie, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(body);
    for (const [dnd, errors] of [
      [
        { dndFrom: '24:00', dndTo: '08:60' },
        { dndFrom: 'validation.invalid', dndTo: 'validation.invalid' },
      ],
      [{ dndFrom: '08:00', dndTo: '08:00' }, { dndTo: 'validation.sameTime' }],
      [{ dndFrom: '22:00', dndTo: '' }, { dndTo: 'validation.required' }],
    ] as const) {
      const res = await call('PUT', 'users/notification-settings', cookie, { ...body, ...dnd });
      expect(res.statusCode).toBe(400);
      expect(fields(res)).toEqual(errors);
    }
    const off = await call('PUT', 'users/notification-settings', cookie, { ...body, dndFrom: '', dndTo: '' });
    expect(off.json().data).toMatchObject({ dndFrom: '', dndTo: '' });
  });
});

describe('companies', () => {
  it('are added, changed, switched and removed, with the legal-entity masks', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const added = await call('POST', 'users/companies', cookie, COMPANY);
    expect(added.statusCode).toBe(201);
    const [first] = added.json().data.companies;
    expect(first).toMatchObject({ ...COMPANY, active: true });
    const second = (
      await call('POST', 'users/companies', cookie, { ...COMPANY, companyName: 'ИП Петров', inn: '770123456789' })
    ).json().data.companies[1];
    expect(second.active).toBe(false);

    const bad = await call('POST', 'users/companies', cookie, {
      companyName: '',
      inn: '12345',
      rs: '4070',
      ks: '',
      bik: '04452522X',
      bankName: '',
      legalAddress: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual({
      companyName: 'validation.required',
      inn: 'validation.digitsEither',
      rs: 'validation.digits',
      ks: 'validation.required',
      bik: 'validation.digits',
      bankName: 'validation.required',
      legalAddress: 'validation.required',
    });

    const changed = await call('PUT', `users/companies/${first.id}`, cookie, { ...COMPANY, bankName: 'АО Альфа-Банк' });
    expect(changed.json().data.companies[0].bankName).toBe('АО Альфа-Банк');

    expect((await call('PATCH', 'users/type-user', cookie, { companyId: second.id })).statusCode).toBe(200);
    const block = (await call('GET', 'layout/userData', cookie)).json().data;
    expect(block.legalEntity).toBe(true);
    expect(block.companies.find((c: { active: boolean }) => c.active).id).toBe(second.id);

    // Removing the active company leaves the user a private buyer.
    const removed = await call('DELETE', `users/companies/${second.id}`, cookie);
    expect(removed.json().data).toMatchObject({ legalEntity: false, companies: [{ id: first.id, active: false }] });
  });

  it('are limited in number', async () => {
    const { cookie } = await createUserSession(t.database.db);
    for (let i = 0; i < MAX_COMPANIES; i += 1) await call('POST', 'users/companies', cookie, COMPANY);
    const over = await call('POST', 'users/companies', cookie, COMPANY);
    expect(over.statusCode).toBe(400);
    expect(fields(over)).toEqual({ companyName: 'account.error.maxCompanies' });
  });
});

describe('another user’s objects', () => {
  it('answer 404 for a company, an address, a message and a waiting-list entry', async () => {
    const owner = await createUserSession(t.database.db);
    const other = await createUserSession(t.database.db);
    const company = (await call('POST', 'users/companies', owner.cookie, COMPANY)).json().data.companies[0];
    const address = (
      await call('POST', 'users/addresses', owner.cookie, {
        cityId: 86999,
        street: 'Тверская',
        house: '7',
        apartment: '1',
      })
    ).json().data;
    await recordMessage(t.database.db, owner.userId, {
      kind: 'order.placed',
      title: 'Заказ',
      text: 'Текст',
      url: null,
    });
    const message = (await call('GET', 'users/messages', owner.cookie)).json().data.items[0];
    const { skuId } = await skuAt(t.database.db, 0, 100_00);
    expect((await call('POST', 'users/waiting-list', owner.cookie, { productId: skuId })).statusCode).toBe(200);

    for (const [method, url, payload] of [
      ['PUT', `users/companies/${company.id}`, COMPANY],
      ['DELETE', `users/companies/${company.id}`, undefined],
      ['PATCH', 'users/type-user', { companyId: company.id }],
      ['PATCH', `users/addresses/${address.id}`, { house: '9' }],
      ['DELETE', `users/addresses/${address.id}`, undefined],
      ['POST', `users/messages/${message.id}/read`, undefined],
      ['DELETE', `users/waiting-list/${skuId}`, undefined],
    ] as const) {
      const res = await call(method, url, other.cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(JSON.stringify(res.json())).not.toContain('Тверская');
    }
    const [row] = await t.database.db
      .select()
      .from(userMessages)
      .where(and(eq(userMessages.id, message.id), eq(userMessages.userId, owner.userId)));
    expect(row!.readAt).toBeNull();
    expect((await call('GET', 'users/waiting-list', owner.cookie)).json().data.skuIds).toEqual([skuId]);
  });
});

describe('messages', () => {
  it('are listed newest first with the unread count, and marked read when opened', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    await recordMessage(t.database.db, userId, { kind: 'order.placed', title: 'Первое', text: 'a', url: '/x/' });
    await recordMessage(t.database.db, userId, { kind: 'order.paid', title: 'Второе', text: 'b', url: null });
    const page = (await call('GET', 'users/messages', cookie)).json().data;
    expect(page.items.map((m: { title: string }) => m.title)).toEqual(['Второе', 'Первое']);
    expect(page.unread).toBe(2);
    const opened = await call('POST', `users/messages/${page.items[1].id}/read`, cookie);
    expect(opened.json().data).toMatchObject({ title: 'Первое', read: true });
    expect((await call('GET', 'users/account-summary', cookie)).json().data.unreadMessages).toBe(1);
  });
});

describe('order payment method', () => {
  it('switches an unpaid order between online and on receipt, and refuses other orders', async () => {
    const { cookie, userId } = await createUserSession(t.database.db);
    const order = await insertOrder(t.database.db, userId);
    // insertOrder's orders are partly paid by a gift card: those need online payment.
    expect(
      (await call('PATCH', `orders/${order.number}/payment-method`, cookie, { paymentMethod: 'on_receipt' }))
        .statusCode,
    ).toBe(400);
    await t.database.db.update(orders).set({ giftCardsPaid: 0 }).where(eq(orders.id, order.id));
    const other = await createUserSession(t.database.db);
    expect(
      (await call('PATCH', `orders/${order.number}/payment-method`, other.cookie, { paymentMethod: 'on_receipt' }))
        .statusCode,
    ).toBe(404);
    const toReceipt = await call('PATCH', `orders/${order.number}/payment-method`, cookie, {
      paymentMethod: 'on_receipt',
    });
    expect(toReceipt.statusCode).toBe(200);
    expect(toReceipt.json().data.order).toMatchObject({
      status: 'placed',
      paymentMethod: 'on_receipt',
      paymentDueAt: null,
    });
    const back = await call('PATCH', `orders/${order.number}/payment-method`, cookie, { paymentMethod: 'online' });
    expect(back.json().data.order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'online', canPay: true });
    const bad = await call('PATCH', `orders/${order.number}/payment-method`, cookie, { paymentMethod: 'cash' });
    expect(bad.statusCode).toBe(400);
    const paid = await insertOrder(t.database.db, userId, { status: 'paid' });
    expect(
      fields(await call('PATCH', `orders/${paid.number}/payment-method`, cookie, { paymentMethod: 'on_receipt' })),
    ).toEqual({ paymentMethod: 'checkout.error.paymentMethodUnavailable' });
  });
});

describe('account removal', () => {
  it('needs the SMS code, anonymises personal data, keeps orders without it and ends every session', async () => {
    const { cookie, userId } = await createUserSession(t.database.db, {
      phone: '79160000201',
      email: 'gone@example.com',
    });
    await t.database.db
      .insert(sessions)
      .values({ id: 'another-device', userId, expiresAt: new Date(Date.now() + 3600_000) });
    await call('POST', 'users/companies', cookie, COMPANY);
    await call('POST', 'users/addresses', cookie, { cityId: 86999, street: 'Тверская', house: '7', apartment: '1' });
    const order = await insertOrder(t.database.db, userId, { email: 'gone@example.com', phone: '79160000201' });

    expect((await call('POST', 'users/removal/sms', cookie)).statusCode).toBe(200);
    expect(fields(await call('POST', 'users/removal', cookie, { phoneCode: 'abc' }))).toEqual({
      phoneCode: 'validation.invalidCode',
    });
    const code = await lastCode(t.database.db, '79160000201');
    const res = await call('POST', 'users/removal', cookie, { phoneCode: code });
    expect(res.statusCode).toBe(200);

    const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ phone: `removed-${userId}`, email: null, firstName: null, activeCompanyId: null });
    expect(user!.removedAt).not.toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await t.database.db.select().from(addresses).where(eq(addresses.userId, userId))).toEqual([]);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.recipient).toEqual({ name: '', phone: '', email: '' });
    expect((await call('GET', 'users/account-summary', cookie)).statusCode).toBe(401);
  });
});
