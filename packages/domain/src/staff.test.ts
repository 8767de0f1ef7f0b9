import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './i18n/catalogue.ts';
import { translatorFor } from './i18n/translator.ts';
import { formatStaffSlot, formatStaffTime, orderTimeZone, STAFF_PAGES, staffNavFor } from './staff.ts';

const titles = (roles: string[]) =>
  staffNavFor(roles).map(({ group, pages }) => [group, pages.map((p) => p.path)] as const);

describe('back-office navigation', () => {
  it('groups the pages a role opens, the dashboard first, and leaves out empty groups', () => {
    expect(titles(['orders'])).toEqual([
      [null, ['']],
      ['sales', ['orders/', 'gift-cards/']],
      ['admin', ['app-harness/']],
    ]);
    expect(titles(['moderator']).map(([group]) => group)).toEqual([null, 'content', 'admin']);
  });

  it('gives an administrator every page, each once', () => {
    const paths = staffNavFor(['admin']).flatMap((g) => g.pages.map((p) => p.path));
    expect(paths.sort()).toEqual(STAFF_PAGES.map((p) => p.path).sort());
    expect(staffNavFor(['admin'])).toHaveLength(5);
  });
});

describe('order times in the back office', () => {
  const ru = translatorFor('ru-RU', CATALOGUES['ru-RU']);
  const en = translatorFor('en-US', CATALOGUES['en-US']);
  const at = new Date('2026-11-28T22:30:00Z');

  it('read on the order’s city, else its variant’s clock', () => {
    expect(orderTimeZone('kz')).toBe('Asia/Almaty');
    expect(orderTimeZone('com', null)).toBe('Asia/Dubai');
    expect(orderTimeZone('ru', 'Asia/Novosibirsk')).toBe('Asia/Novosibirsk');
    expect(orderTimeZone('kz', 'Not/AZone')).toBe('Asia/Almaty');
    expect(orderTimeZone('xx')).toBe('Europe/Moscow');
  });

  it('name the zone only where it reads otherwise than the staff clock (Moscow)', () => {
    expect(formatStaffTime(ru, 'ru-RU', at)).toBe('29.11.2026, 01:30');
    expect(formatStaffTime(ru, 'ru-RU', at, orderTimeZone('ru'))).toBe('29.11.2026, 01:30');
    expect(formatStaffTime(ru, 'ru-RU', at, orderTimeZone('kz'))).toBe('29.11.2026, 03:30 (Алматы)');
    expect(formatStaffTime(en, 'en-US', at, orderTimeZone('com'))).toBe('11/29/2026, 02:30 (Dubai)');
    // A zone the shop has no city for is named by its offset.
    expect(formatStaffTime(ru, 'ru-RU', at, 'Asia/Tokyo')).toBe('29.11.2026, 07:30 (UTC+09:00)');
  });

  it('name the zone of a courier’s day and slot, kept as the shopper chose them', () => {
    expect(formatStaffSlot(ru, '2026-11-30', '10:00-14:00', 'Asia/Almaty')).toBe('2026-11-30 10:00-14:00 (Алматы)');
    expect(formatStaffSlot(ru, '2026-11-30', '10:00-14:00', 'Europe/Moscow')).toBe('2026-11-30 10:00-14:00');
    expect(formatStaffSlot(ru, '2026-11-30', null, 'Asia/Dubai')).toBe('2026-11-30 (Дубай)');
  });
});
