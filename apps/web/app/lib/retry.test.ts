import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryingTransport } from './retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const answer = (status: number) => new Response('{}', { status });

describe('retryingTransport', () => {
  it('tries a failed GET twice more, 3 s apart, and gives the last answer', async () => {
    const transport = vi.fn(async () => answer(503));
    const call = retryingTransport(transport)('/api/v1/layout', { method: 'GET' });
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(transport).toHaveBeenCalledTimes(3);
    expect((await call).status).toBe(503);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('retries a GET that got no answer and stops at the first answer', async () => {
    const transport = vi
      .fn<(url: string, init: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(200));
    const call = retryingTransport(transport)('/x', {});
    await vi.advanceTimersByTimeAsync(3000);
    expect((await call).status).toBe(200);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer the client caused (4xx)', async () => {
    const transport = vi.fn(async () => answer(404));
    expect((await retryingTransport(transport)('/x', { method: 'GET' })).status).toBe(404);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('never repeats a POST or PATCH, even one with an Idempotency-Key', async () => {
    for (const init of [
      { method: 'POST' },
      { method: 'PATCH' },
      { method: 'POST', headers: { 'idempotency-key': 'k' } },
    ]) {
      const transport = vi.fn(async () => answer(502));
      expect((await retryingTransport(transport)('/x', init)).status).toBe(502);
      expect(transport).toHaveBeenCalledTimes(1);
    }
    const failing = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(retryingTransport(failing)('/x', { method: 'POST' })).rejects.toThrow('Failed to fetch');
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('retries the idempotent PUT and DELETE', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const transport = vi.fn(async () => answer(500));
      const call = retryingTransport(transport)('/x', { method });
      await vi.advanceTimersByTimeAsync(6000);
      await call;
      expect(transport).toHaveBeenCalledTimes(3);
    }
  });

  it('stops waiting when the call is aborted', async () => {
    const controller = new AbortController();
    const transport = vi.fn(async () => answer(503));
    const call = retryingTransport(transport)('/x', { signal: controller.signal });
    const failed = expect(call).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    await failed;
    expect(transport).toHaveBeenCalledTimes(1);
  });
});
