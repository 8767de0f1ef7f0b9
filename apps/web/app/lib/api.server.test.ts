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
