import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogue.ts';
import { contentHash, messagesAsset, pageMessages, pageMessagesPath } from './page-messages.ts';

const at = (path: string) => {
  const [pathname = '', query = ''] = path.split('?');
  return { pathname, searchParams: { has: (name: string) => query.split('&').some((p) => p.split('=')[0] === name) } };
};

describe('messages a page sends', () => {
  it('leaves the back office and the notices out of shop pages', () => {
    const shop = pageMessages('ru-RU', at('/catalog/kukhnya/'));
    const ids = Object.keys(shop);
    expect(ids.some((id) => id.startsWith('staff.') || id.startsWith('refunds.') || id.startsWith('notices.'))).toBe(
      false,
    );
    expect(shop['shop.name']).toBe('Уют');
    expect(ids.length).toBeLessThan(Object.keys(CATALOGUES['ru-RU']).length);
  });

  it('gives back-office pages and previews the back office, never the notices', () => {
    for (const path of ['/staff/orders/', '/news/x/?preview=5']) {
      const page = pageMessages('kk-KZ', at(path));
      expect(page['staff.layout.title'], path).toBe(CATALOGUES['kk-KZ']['staff.layout.title']);
      expect(Object.keys(page).some((id) => id.startsWith('notices.'))).toBe(false);
    }
  });

  it('gives the same messages as JSON text, made once', () => {
    const url = at('/catalog/kukhnya/');
    expect(JSON.parse(messagesAsset('en-US', 'shop').text)).toEqual(pageMessages('en-US', url));
    expect(messagesAsset('en-US', 'shop')).toBe(messagesAsset('en-US', 'shop'));
  });

  it('names the messages by the hash of their text: another text, another address', () => {
    expect(pageMessagesPath('ru-RU', at('/catalog/kukhnya/'))).toBe(
      `/api/v1/i18n/messages/ru-RU/shop/${contentHash(messagesAsset('ru-RU', 'shop').text)}`,
    );
    expect(pageMessagesPath('ru-RU', at('/staff/orders/'))).toMatch(/^\/api\/v1\/i18n\/messages\/ru-RU\/back-office\//);
    expect(messagesAsset('kk-KZ', 'shop').hash).not.toBe(messagesAsset('ru-RU', 'shop').hash);
    expect(contentHash('{"a":"b"}')).not.toBe(contentHash('{"a":"c"}'));
    expect(contentHash('x')).toBe(contentHash('x'));
  });
});
