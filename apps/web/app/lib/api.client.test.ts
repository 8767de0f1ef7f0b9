import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientApi } from './api.client';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The headers the browser's client sends from the page at `path`. */
async function headersFrom(path: string): Promise<Record<string, string>> {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: { ok: true } }));
  vi.stubGlobal('fetch', fetch);
  await clientApi('ru').get('/layout/userData');
  return fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
}

describe('clientApi', () => {
  it('asks in a back-office preview’s language after load, as the page’s loaders did', async () => {
    expect(await headersFrom('/shops/1/?preview=1&lang=en-US')).toMatchObject({ 'x-locale': 'en-US' });
    expect(await headersFrom('/?preview=1&lang=kk-KZ')).toMatchObject({ 'x-locale': 'kk-KZ' });
  });

  it('leaves the language to the locale cookie off a preview, or for a language it does not know', async () => {
    // The same client, the page left the preview by a client navigation.
    expect(await headersFrom('/shops/1/')).not.toHaveProperty('x-locale');
    expect(await headersFrom('/shops/1/?lang=en-US')).not.toHaveProperty('x-locale');
    expect(await headersFrom('/shops/1/?preview=1&lang=xx')).not.toHaveProperty('x-locale');
  });
});
