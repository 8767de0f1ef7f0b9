import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import type { ServerApi } from '../../lib/api.server';
import { addCourierAddress, addressBodyOf } from './new-address.server';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const typed = { cityId: '7', street: 'Арбат', house: '3', apartment: '12', floor: '', entrance: '', comment: '' };

describe('addressBodyOf', () => {
  it('sends the city as a number and no apartment for a private house', () => {
    expect(addressBodyOf(posted(typed))).toMatchObject({ cityId: 7, apartment: '12', privateHouse: false });
    expect(addressBodyOf(posted({ ...typed, privateHouse: 'on' }))).toMatchObject({
      apartment: null,
      privateHouse: true,
    });
  });
});

describe('addCourierAddress', () => {
  const fakeApi = () => {
    const post = vi.fn().mockResolvedValue({ id: 41 });
    const put = vi.fn().mockResolvedValue({});
    return { api: { post, put } as unknown as ServerApi, post, put };
  };

  it('refuses an address without a house at its field, before asking the API', async () => {
    const { api, post } = fakeApi();
    const refusal = await addCourierAddress(api, posted({ ...typed, house: '  ' })).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).fields).toEqual([{ name: 'house', message: 'validation.addressNoHouse' }]);
    expect(post).not.toHaveBeenCalled();
  });

  it('saves the address and gives it to the courier group', async () => {
    const { api, post, put } = fakeApi();
    await addCourierAddress(api, posted(typed));
    expect(post).toHaveBeenCalledWith('/users/addresses', { body: expect.objectContaining({ street: 'Арбат' }) });
    expect(put).toHaveBeenCalledWith('/basket/groups/{method}', {
      params: { path: { method: 'courier' } },
      body: { addressId: 41 },
    });
  });
});
