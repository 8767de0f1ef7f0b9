import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { describe, expect, it } from 'vitest';
import { staffApiTest } from '../../test/staff-api-test.ts';
import { ANNOUNCEMENT_MESSAGES } from './announcements.staff-schemas.ts';

const users = staffApiTest();

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
/** The strip the Russian shop's pages show now. */
const strip = async () => (await users.shopper({ url: 'layout?pageUrl=%2F' })).body.data.announcement;

describe('announcements editor', () => {
  it('refuses shoppers and checks the texts the shop needs and the period', async () => {
    expect((await users.shopper({ url: 'staff/announcements' })).status).toBe(403);
    const bad = await users.editor({
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
    const malformed = await users.editor({
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
    const created = await users.editor({
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

    const edited = await users.editor({
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
    const stale = await users.editor({
      method: 'PUT',
      url: `staff/announcements/${a.id}`,
      body: { variant: 'ru', textRu: 'Старое', textEn: 'Old', startsAt: a.startsAt, updatedAt: a.updatedAt },
    });
    expect(stale.status).toBe(409);

    const listed = await users.editor({ url: 'staff/announcements?variant=ru&q=доставка' });
    expect(listed.body.data.list.map((l: { id: number }) => l.id)).toContain(a.id);
    expect((await users.editor({ method: 'DELETE', url: `staff/announcements/${a.id}` })).status).toBe(200);
    expect((await users.editor({ url: `staff/announcements/${a.id}` })).status).toBe(404);
    expect(await strip()).not.toEqual(expect.objectContaining({ text: 'Доставка за 1 ₽' }));
  });
});
