// @vitest-environment node
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { createApi, rethrowForPage, thrownRetryAfter } from './api.server';
import { contextAnswering, tooManyRequests } from './api-answers.test-support';
import { pageApi } from './form-action.server';

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

describe('a busy API (429, 503)', () => {
  const tooMany = tooManyRequests;

  it('answers a loader’s page with the same status and wait, for its error boundary', async () => {
    const { context } = contextAnswering(tooMany());
    const thrown = await createApi(new Request('http://shop.test/search/?q=a'), context)
      .get('/layout/userData')
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const page = thrown as Response;
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('42');
    expect(await page.json()).toEqual({ retryAfterS: 42 });
    // A loader's own handling of refusals lets it through unchanged.
    expect(() => rethrowForPage(page, '/search/', 400)).toThrow(page);
  });

  it('load shedding is the page’s 503; no Retry-After, no wait', async () => {
    const { context } = contextAnswering(new Response('{}', { status: 503 }));
    const thrown = (await createApi(new Request('http://shop.test/'), context)
      .get('/layout/userData')
      .catch((error: unknown) => error)) as Response;
    expect(thrown.status).toBe(503);
    expect(thrown.headers.has('retry-after')).toBe(false);
    expect(await thrown.json()).toEqual({ retryAfterS: null });
  });

  it('leaves an action’s refusal to its form: an ApiError with the wait', async () => {
    const { context } = contextAnswering(tooMany());
    const post = new Request('http://shop.test/basket/', { method: 'POST' });
    const thrown = await createApi(post, context)
      .get('/layout/userData')
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 429, retryAfterS: 42 });
    // A form action reaches the API as the page it was posted from, still as a post.
    const viaPage = await pageApi(post, context, '/kz/basket/')
      .get('/layout/userData')
      .catch((error: unknown) => error);
    expect(viaPage).toMatchObject({ status: 429, retryAfterS: 42 });
  });

  it('puts the Retry-After of the answer a route threw on the document', () => {
    const matches = [{ route: { id: 'root' } }, { route: { id: 'routes/layout' } }, { route: { id: 'routes/search' } }];
    const thrown = new Headers({ 'retry-after': '42', 'content-type': 'application/json' });
    const base = { matches, actionData: null, actionHeaders: {} };
    // The search page has no boundary of its own here: the layout's draws its error.
    expect(
      thrownRetryAfter({
        ...base,
        errors: { 'routes/layout': {} },
        loaderData: { root: {} },
        loaderHeaders: { root: new Headers({ 'retry-after': '5' }), 'routes/search': thrown },
      }),
    ).toBe('42');
    expect(thrownRetryAfter({ ...base, errors: null, loaderData: {}, loaderHeaders: { root: thrown } })).toBeNull();
  });
});
