// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action } from './consent';

const SHOP = 'https://shop.example';

/** The banner's form posted as a browser without JavaScript sends it. */
async function post(fields: [string, string][]): Promise<Response> {
  const request = new Request(`${SHOP}/_actions/consent`, { method: 'POST', body: new URLSearchParams(fields) });
  return (await action({ request, context: {}, params: {} } as unknown as Parameters<typeof action>[0])) as Response;
}

describe('the cookie banner’s answer', () => {
  it('keeps an acceptance for a year and returns to the page', async () => {
    const answer = await post([
      ['choice', 'accept'],
      ['back', '/catalog/kukhnya/?sort=price'],
    ]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/catalog/kukhnya/?sort=price');
    expect(answer.headers.get('set-cookie')).toBe(
      'cookie_consent=analytics.marketing; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('keeps a refusal, and drops the address’s request for the settings', async () => {
    const answer = await post([
      ['choice', 'decline'],
      ['back', '/ae/basket/?cookie-settings=&x=1'],
    ]);
    expect(answer.headers.get('location')).toBe('/ae/basket/?x=1');
    expect(answer.headers.get('set-cookie')).toMatch(/^cookie_consent=none;/);
  });

  it('saves only the categories ticked', async () => {
    const answer = await post([
      ['choice', 'save'],
      ['category', 'analytics'],
      ['back', '/ae/'],
    ]);
    expect(answer.headers.get('set-cookie')).toMatch(/^cookie_consent=analytics;/);
  });

  it('answers the page’s scripts with data and stays on the page', async () => {
    const answer = (await post([
      ['choice', 'accept'],
      ['_js', '1'],
      ['back', '/'],
    ])) as unknown as { data: unknown; init: ResponseInit | null };
    expect(answer.data).toEqual({ ok: true, consent: { analytics: true, marketing: true } });
    expect(new Headers(answer.init?.headers).get('set-cookie')).toMatch(/^cookie_consent=analytics\.marketing;/);
  });

  it('refuses an answer it does not know, and returns only to this shop', async () => {
    const refused = (await post([['choice', 'maybe']])) as unknown as { init: ResponseInit | null };
    expect(refused.init?.status).toBe(400);
    const answer = await post([
      ['choice', 'accept'],
      ['back', 'https://evil.example/'],
    ]);
    expect(new URL(answer.headers.get('location') ?? '', SHOP).origin).toBe(SHOP);
  });
});
