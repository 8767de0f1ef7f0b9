import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { messagesAsset, messagesPath } from '@storefront/domain/i18n/page-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../../lib/accept-encoding.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('UI messages by the hash of their text', () => {
  it('serves each language and area at its hashed address, cached for a year', async () => {
    const res = await t.app.inject({ url: messagesPath('kk-KZ', 'shop'), headers: { 'accept-encoding': 'identity' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers.etag).toBe(`W/"${messagesAsset('kk-KZ', 'shop').hash}"`);
    expect(res.headers['set-cookie']).toBeUndefined();
    const messages = res.json();
    expect(messages['shop.name']).toBe(CATALOGUES['kk-KZ']['shop.name']);
    expect(Object.keys(messages).some((id) => id.startsWith('staff.'))).toBe(false);

    const staff = await t.app.inject({ url: messagesPath('ru-RU', 'back-office') });
    expect(staff.json()['staff.layout.title']).toBe(CATALOGUES['ru-RU']['staff.layout.title']);
    expect(messagesPath('ru-RU', 'back-office')).not.toBe(messagesPath('ru-RU', 'shop'));
  });

  it('the hash is of the text: each language and area has its own, the same on every call', () => {
    const hashes = (['ru-RU', 'en-US', 'kk-KZ'] as const).flatMap((l) =>
      (['shop', 'back-office'] as const).map((a) => messagesAsset(l, a).hash),
    );
    expect(new Set(hashes).size).toBe(6);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-z]{14}$/);
    expect(messagesPath('en-US', 'shop')).toBe(messagesPath('en-US', 'shop'));
  });

  it('answers brotli or gzip as asked, the same messages', async () => {
    const url = messagesPath('en-US', 'shop');
    const plain = (await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })).rawPayload;
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);
  });

  it('answers 304 to the tag it gave', async () => {
    const url = messagesPath('ru-RU', 'shop');
    const first = await t.app.inject({ url });
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is 404 for a hash of other texts (another deploy), and 400 for an unknown language', async () => {
    const other = await t.app.inject({ url: '/api/v1/i18n/messages/ru-RU/shop/0000000000000' });
    expect(other.statusCode).toBe(404);
    expect(String(other.headers['cache-control'] ?? '')).not.toMatch(/immutable/);
    const hash = messagesAsset('ru-RU', 'shop').hash;
    expect((await t.app.inject({ url: `/api/v1/i18n/messages/de-DE/shop/${hash}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/i18n/messages/ru-RU/admin/${hash}` })).statusCode).toBe(400);
  });

  it('picks brotli over gzip, and neither when refused', () => {
    expect(pickEncoding('gzip, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });
});
