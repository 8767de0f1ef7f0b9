import { MAX_ADDRESSES } from '@storefront/domain/checkout';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const MOSCOW = 86999;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/users/addresses${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const address = { cityId: MOSCOW, street: 'Тверская', house: '7', apartment: '12', floor: '3', entrance: '' };

describe('delivery addresses', () => {
  it('are for logged-in users only', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, address)).statusCode).toBe(401);
    expect((await call('DELETE', '/1')).statusCode).toBe(401);
  });

  it('are saved with a house, and an apartment unless it is a private house', async () => {
    const { cookie } = await createUserSession(t.database.db);
    const created = await call('POST', '', cookie, { ...address, comment: 'Домофон 12' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      cityId: MOSCOW,
      city: 'Москва',
      street: 'Тверская',
      house: '7',
      apartment: '12',
      privateHouse: false,
      floor: '3',
      entrance: null,
      comment: 'Домофон 12',
    });
    const noHouse = await call('POST', '', cookie, { ...address, house: '  ' });
    expect(noHouse.statusCode).toBe(400);
    expect(noHouse.json().error.fields).toEqual([{ name: 'house', message: MESSAGE_KEYS.noHouse }]);
    const missingHouse = await call('POST', '', cookie, { cityId: MOSCOW, street: 'Тверская', apartment: '1' });
    expect(missingHouse.json().error.fields).toEqual([{ name: 'house', message: MESSAGE_KEYS.noHouse }]);
    const noApartment = await call('POST', '', cookie, { ...address, apartment: '' });
    expect(noApartment.json().error.fields).toEqual([{ name: 'apartment', message: MESSAGE_KEYS.required }]);
    const house = await call('POST', '', cookie, { ...address, apartment: '5', privateHouse: true });
    expect(house.json().data).toMatchObject({ privateHouse: true, apartment: null });
    const unknownCity = await call('POST', '', cookie, { ...address, cityId: 1 });
    expect(unknownCity.json().error.fields).toEqual([{ name: 'cityId', message: MESSAGE_KEYS.cityNotFound }]);
    const list = (await call('GET', '', cookie)).json().data;
    expect(list.max).toBe(MAX_ADDRESSES);
    expect(list.addresses.map((a: { id: number }) => a.id)).toEqual([created.json().data.id, house.json().data.id]);
  });

  it('are changed and deleted by their owner only; another user’s address is not found', async () => {
    const owner = await createUserSession(t.database.db);
    const other = await createUserSession(t.database.db);
    const id = (await call('POST', '', owner.cookie, address)).json().data.id;
    const changed = await call('PATCH', `/${id}`, owner.cookie, { house: '9к2', comment: 'Код 45' });
    expect(changed.json().data).toMatchObject({ house: '9к2', apartment: '12', comment: 'Код 45' });
    const emptied = await call('PATCH', `/${id}`, owner.cookie, { house: '' });
    expect(emptied.json().error.fields).toEqual([{ name: 'house', message: MESSAGE_KEYS.noHouse }]);
    expect((await call('PATCH', `/${id}`, owner.cookie, { privateHouse: true })).json().data.apartment).toBeNull();
    expect((await call('PATCH', `/${id}`, other.cookie, { house: '1' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '', other.cookie)).json().data.addresses).toEqual([]);
    const deleted = await call('DELETE', `/${id}`, owner.cookie);
    expect(deleted.json().data.addresses).toEqual([]);
    expect((await call('DELETE', `/${id}`, owner.cookie)).statusCode).toBe(404);
  });

  it(`stop at ${MAX_ADDRESSES}, even when asked at once`, async () => {
    const { cookie } = await createUserSession(t.database.db);
    const results = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 3 }, (_, i) =>
        call('POST', '', cookie, { ...address, house: String(i + 1) }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_ADDRESSES);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().error.fields).toEqual([{ name: 'form', message: MESSAGE_KEYS.maxAddresses }]);
    expect((await call('GET', '', cookie)).json().data.addresses).toHaveLength(MAX_ADDRESSES);
  });
});
