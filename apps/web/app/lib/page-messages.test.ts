import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMessages, loadMessages, messagesAt } from './page-messages';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('page messages by address', () => {
  it('keeps what the server put in memory: no download', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    keepMessages('/m/kept', { 'shop.name': 'Уют' });
    expect(messagesAt('/m/kept')).toEqual({ 'shop.name': 'Уют' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes the download the starter began, once for all who ask', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const started = Promise.resolve(json({ a: 'b' }));
    const [first, second] = await Promise.all([loadMessages('/m/started', started), loadMessages('/m/started')]);
    expect(first).toEqual({ a: 'b' });
    expect(second).toBe(first);
    expect(messagesAt('/m/started')).toBe(first);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tries again after no answer or a server error, not after a 404', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ c: 'd' }));
    vi.stubGlobal('fetch', fetch);
    const loading = loadMessages('/m/flaky');
    await vi.runAllTimersAsync();
    expect(await loading).toEqual({ c: 'd' });
    expect(fetch).toHaveBeenCalledTimes(3);

    const missing = vi.fn().mockResolvedValue(json({}, 404));
    vi.stubGlobal('fetch', missing);
    await expect(loadMessages('/m/other-deploy')).rejects.toThrow('/m/other-deploy: 404');
    expect(missing).toHaveBeenCalledTimes(1);
    // A later page asks afresh.
    await expect(loadMessages('/m/other-deploy')).rejects.toThrow('/m/other-deploy: 404');
    expect(missing).toHaveBeenCalledTimes(2);
  });
});
