import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';
import { ANNOUNCEMENT_MESSAGES } from './announcements.staff-schemas.ts';

let t: TestApp;
let editor: ReturnType<typeof callAs>;
let shopper: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await createTestApp();
  editor = callAs(t.app, (await createUserSession(t.database.db, { roles: ['content'] })).cookie);
  shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
});
afterAll(async () => {
  await t.close();
});

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
/** The strip the Russian shop's pages show now. */
const strip = async () => (await shopper({ url: 'layout?pageUrl=%2F' })).body.data.announcement;

describe('announcements editor', () => {
  it('refuses shoppers and checks the texts the shop needs and the period', async () => {
    expect((await shopper({ url: 'staff/announcements' })).status).toBe(403);
    const bad = await editor({
      method: 'POST',
      url: 'staff/announcements',
      body: { variant: 'kz', textRu: 'Скидки', startsAt: hourAgo(), endsAt: '2000-01-01T00:00:00Z' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { name: 'textKk', message: ANNOUNCEMENT_MESSAGES.textNeeded },
        { name: 'endsAt', message: ANNOUNCEMENT_MESSAGES.endsAfterStart },
      ]),
    );
    expect(bad.body.error.fields).toHaveLength(2);
    const malformed = await editor({
      method: 'POST',
      url: 'staff/announcements',
      body: { variant: 'ru', textRu: 'Скидки', link: 'javascript:alert(1)', startsAt: 'now' },
    });
    expect(malformed.body.error.fields).toEqual([
      { name: 'link', message: ANNOUNCEMENT_MESSAGES.link },
      { name: 'startsAt', message: MESSAGE_KEYS.invalid },
    ]);
  });

  it('shows a saved announcement on its shop, refuses a stale edit, and deletes', async () => {
    const created = await editor({
      method: 'POST',
      url: 'staff/announcements',
      body: {
        variant: 'ru',
        textRu: 'Бесплатная доставка',
        textEn: 'Free delivery',
        link: '/novosti/',
        startsAt: hourAgo(),
      },
    });
    expect(created.status).toBe(201);
    const a = created.body.data;
    expect(a).toMatchObject({ shown: true, endsAt: null });
    expect(await strip()).toEqual({ text: 'Бесплатная доставка', link: '/novosti/' });

    const edited = await editor({
      method: 'PUT',
      url: `staff/announcements/${a.id}`,
      body: {
        variant: 'ru',
        textRu: 'Доставка за 1 ₽',
        textEn: 'Delivery for 1 ₽',
        startsAt: a.startsAt,
        updatedAt: a.updatedAt,
      },
    });
    expect(edited.status).toBe(200);
    expect(await strip()).toEqual({ text: 'Доставка за 1 ₽', link: null });
    const stale = await editor({
      method: 'PUT',
      url: `staff/announcements/${a.id}`,
      body: { variant: 'ru', textRu: 'Старое', textEn: 'Old', startsAt: a.startsAt, updatedAt: a.updatedAt },
    });
    expect(stale.status).toBe(409);

    const listed = await editor({ url: 'staff/announcements?variant=ru&q=доставка' });
    expect(listed.body.data.list.map((l: { id: number }) => l.id)).toContain(a.id);
    expect((await editor({ method: 'DELETE', url: `staff/announcements/${a.id}` })).status).toBe(200);
    expect((await editor({ url: `staff/announcements/${a.id}` })).status).toBe(404);
    expect(await strip()).not.toEqual(expect.objectContaining({ text: 'Доставка за 1 ₽' }));
  });
});
