// @vitest-environment node
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api.server';

function contextAnswering(response: Response) {
  const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => response);
  return { apiFetch, context: { apiFetch, vacanciesUrl: '' } as AppLoadContext };
}

describe('createApi', () => {
  it('sends the rendering flag y and the page’s host', async () => {
    const { apiFetch, context } = contextAnswering(Response.json({ data: { ok: true } }));
    await createApi(new Request('http://shop.test/catalog/'), context).get('/layout/userData');
    const headers = apiFetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers).toMatchObject({ 'x-render': 'y', 'x-forwarded-host': 'shop.test' });
  });

  it('asks in a back-office preview’s own language, the shopper’s cookies as they were', async () => {
    const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => Response.json({ data: { ok: true } }));
    const context = { apiFetch, vacanciesUrl: '' } as AppLoadContext;
    const cookie = 'sid=abc; locale=ru-RU; city=77';
    const sent = async (url: string) => {
      apiFetch.mockClear();
      await createApi(new Request(url, { headers: { cookie } }), context).get('/layout/userData');
      const headers = apiFetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
      return { cookie: headers.cookie, locale: headers['x-locale'] };
    };
    expect(await sent('http://shop.test/?preview=1&lang=en-US')).toEqual({ cookie, locale: 'en-US' });
    // Not a preview, or no language it knows: the shopper's own language (their cookie).
    expect(await sent('http://shop.test/?lang=en-US')).toEqual({ cookie, locale: undefined });
    expect(await sent('http://shop.test/?preview=1&lang=xx')).toEqual({ cookie, locale: undefined });
  });

  it('follows an answer’s Location header as a permanent redirect of the page', async () => {
    const moved = new Response(null, { status: 302, headers: { location: '/catalog/kitchen/' } });
    const { context } = contextAnswering(moved);
    const thrown = await createApi(new Request('http://shop.test/catalog/old/'), context)
      .get('/layout/userData')
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get('location')).toBe('/catalog/kitchen/');
  });
});
