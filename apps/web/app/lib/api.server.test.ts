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

  it('asks in a back-office preview’s own language, the rest of the cookies as they were', async () => {
    const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) => Response.json({ data: { ok: true } }));
    const context = { apiFetch, vacanciesUrl: '' } as AppLoadContext;
    const cookie = 'sid=abc; locale=ru-RU; city=77';
    const sent = async (url: string) => {
      apiFetch.mockClear();
      await createApi(new Request(url, { headers: { cookie } }), context).get('/layout/userData');
      return (apiFetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined)?.cookie;
    };
    expect(await sent('http://shop.test/?preview=1&lang=en-US')).toBe('sid=abc; city=77; locale=en-US');
    // Not a preview, or no language it knows: the shopper's own cookie.
    expect(await sent('http://shop.test/?lang=en-US')).toBe(cookie);
    expect(await sent('http://shop.test/?preview=1&lang=xx')).toBe(cookie);
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
