import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import type { PlaceOrderBody, PlaceOrderResult } from '../../lib/api-types';
import { orderPlacer } from './order-placer';

const body: PlaceOrderBody = { recipient: { name: 'Anna', phone: '+7 916 555-00-11', email: 'a@example.com' } };
const placed = { order: { number: '1001' }, payment: null } as unknown as PlaceOrderResult;

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('orderPlacer', () => {
  it('sends a double click once', async () => {
    let finish: (v: PlaceOrderResult) => void = () => undefined;
    const send = vi.fn(() => new Promise<PlaceOrderResult>((resolve) => (finish = resolve)));
    const place = orderPlacer(send, keys());
    const first = place(body);
    expect(await place(body)).toBeNull();
    finish(placed);
    expect(await first).toBe(placed);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('retries a lost answer under the same key, and keeps the key for the next click', async () => {
    const send = vi
      .fn<(b: PlaceOrderBody, key: string) => Promise<PlaceOrderResult>>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockRejectedValueOnce(new ApiError(503, null, null))
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(placed);
    const wait = vi.fn(async () => undefined);
    const place = orderPlacer(send, keys(), wait);
    await expect(place(body)).rejects.toThrow('network');
    expect(wait).toHaveBeenCalledTimes(2);
    expect(await place(body)).toBe(placed);
    expect(send.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-1', 'key-1', 'key-1']);
  });

  it('does not retry a refusal, and a changed body is a new attempt', async () => {
    const send = vi
      .fn<(b: PlaceOrderBody, key: string) => Promise<PlaceOrderResult>>()
      .mockRejectedValueOnce(new ApiError(400, null, null))
      .mockResolvedValueOnce(placed);
    const wait = vi.fn(async () => undefined);
    const place = orderPlacer(send, keys(), wait);
    await expect(place(body)).rejects.toBeInstanceOf(ApiError);
    expect(wait).not.toHaveBeenCalled();
    await place({ ...body, comment: 'ring twice' });
    expect(send.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-2']);
  });
});
