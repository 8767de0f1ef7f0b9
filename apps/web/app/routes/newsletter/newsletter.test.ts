// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action } from './newsletter';

const SHOP = 'https://shop.example';

/** The API as the action reaches it: every subscription is accepted. */
async function apiFetch(): Promise<Response> {
  return Response.json({ data: { subscribed: true } });
}

/** Where the footer form, posted without JavaScript from `referer`, sends the shopper. */
async function redirectOf(referer: string | null): Promise<string | null> {
  const request = new Request(`${SHOP}/_actions/newsletter`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'a@example.com' }),
    headers: referer ? { referer } : {},
  });
  const answer = await action({ request, context: { apiFetch }, params: {} } as unknown as Parameters<
    typeof action
  >[0]);
  return answer instanceof Response ? answer.headers.get('location') : null;
}

describe('the newsletter form without JavaScript', () => {
  it('returns to the page it was on with the outcome in place of its query', async () => {
    expect(await redirectOf(`${SHOP}/catalog/kukhnya/?sort=price#top`)).toBe('/catalog/kukhnya/?subscribed=1');
  });

  it('names no other host, whatever the referer', async () => {
    expect(await redirectOf(`${SHOP}//evil.com/`)).toBe('/evil.com/?subscribed=1');
    expect(await redirectOf(`${SHOP}/.//evil.com`)).toBe('/evil.com?subscribed=1');
    expect(await redirectOf('https://evil.com/')).toBeNull();
    expect(await redirectOf('https://[')).toBeNull();
    expect(await redirectOf(null)).toBeNull();
  });
});

describe('the newsletter form when the API is busy', () => {
  const tooMany = async () =>
    Response.json(
      { error: { code: 'RATE_LIMITED', message: 'Too many requests, retry in 20 s' } },
      { status: 429, headers: { 'retry-after': '20' } },
    );
  const post = (fields: Record<string, string>, referer?: string) =>
    action({
      request: new Request(`${SHOP}/_actions/newsletter`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'a@example.com', ...fields }),
        headers: referer ? { referer } : {},
      }),
      context: { apiFetch: tooMany },
      params: {},
    } as unknown as Parameters<typeof action>[0]);

  it('answers the form with the refusal and its wait, not the page with a failure', async () => {
    const answer = (await post({ _js: '1' })) as unknown as { init: { status: number }; data: unknown };
    expect(answer.init.status).toBe(429);
    expect(answer.data).toMatchObject({ ok: false, status: 429, retryAfterS: 20, fields: [] });
  });

  it('without JavaScript, returns to the page with the wait as its error', async () => {
    const answer = await post({}, `${SHOP}/catalog/`);
    expect(answer instanceof Response && answer.headers.get('location')).toBe(
      '/catalog/?subscribeError=errors.busy.later',
    );
  });
});
