// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action } from './locale';

const SHOP = 'https://shop.example';

/** The answer to the language switcher posted with `back` (no JavaScript: a form post). */
async function post(back: string, locale = 'en-US'): Promise<Response> {
  const request = new Request(`${SHOP}/_actions/locale`, {
    method: 'POST',
    body: new URLSearchParams({ locale, back }),
  });
  return (await action({ request, context: {}, params: {} } as unknown as Parameters<typeof action>[0])) as Response;
}

describe('the language switcher', () => {
  it('keeps the choice and returns to the page it was posted from', async () => {
    const answer = await post('/catalog/kukhnya/?sort=price');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/catalog/kukhnya/?sort=price');
    expect(answer.headers.get('set-cookie')).toMatch(/=en-US; Path=\//);
  });

  it.each(['/\t/evil.com', '/\n/evil.com', '/\\evil.com', '\\\\evil.com', ' //evil.com', 'https://evil.com/'])(
    'returns to a page of this shop when back is %j',
    async (back) => {
      const location = (await post(back)).headers.get('location') ?? '';
      expect(new URL(location, SHOP).origin).toBe(SHOP);
      expect(new URL(location, 'http://other.test').origin).toBe('http://other.test');
    },
  );
});
