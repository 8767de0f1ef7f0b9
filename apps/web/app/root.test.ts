// @vitest-environment node
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loader } from './root';

type Thrown = {
  data: { messagesUrl?: string; retryAfterS?: number | null };
  init: { status: number; headers?: HeadersInit };
};

/** The root loader's answer for a page whose layout call gets `answer`; what it throws, as React Router reads it. */
async function rootFailure(path: string, answer: () => Promise<Response>): Promise<Thrown> {
  const context = { apiFetch: vi.fn(answer), vacanciesUrl: '', cspNonce: 'n' } as unknown as AppLoadContext;
  const args = { request: new Request(`http://shop.test${path}`), context, params: {} } as Parameters<typeof loader>[0];
  return (await loader(args).then(
    () => expect.unreachable('the loader answered'),
    (error: unknown) => error,
  )) as Thrown;
}

describe('the root loader when the layout call fails', () => {
  it('answers a busy API with its status and wait, the error page in the address’s language', async () => {
    const thrown = await rootFailure('/kz/catalog/', async () =>
      Response.json(
        { error: { code: 'RATE_LIMITED', message: 'Too many' } },
        { status: 429, headers: { 'retry-after': '17' } },
      ),
    );
    expect(thrown.init.status).toBe(429);
    expect(new Headers(thrown.init.headers).get('retry-after')).toBe('17');
    expect(thrown.data.retryAfterS).toBe(17);
    expect(thrown.data.messagesUrl).toMatch(/kk-KZ/);
  });

  it('answers an API that cannot be reached with the friendly 500, not the bare one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await rootFailure('/ae/catalog/', async () => {
      throw new TypeError('fetch failed');
    });
    expect(thrown.init.status).toBe(500);
    expect(thrown.data.messagesUrl).toMatch(/en-US/);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('reads an address the API refuses as bad input as a page that does not exist', async () => {
    const thrown = await rootFailure('/catalog/', async () =>
      Response.json(
        { error: { code: 'VALIDATION_FAILED', message: 'bad', fields: [{ name: 'pageUrl', message: 'x' }] } },
        { status: 400 },
      ),
    );
    expect(thrown.init.status).toBe(404);
  });
});
