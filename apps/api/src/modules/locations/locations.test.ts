import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessionCookie } from '../auth/auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (query: string, prefix = '') =>
  t.app.inject({ url: `${prefix}/api/v1/locations?query=${encodeURIComponent(query)}` });

describe('locations', () => {
  it('finds cities by Russian, English and Kazakh names, prefix first', async () => {
    const ru = (await search('каз')).json().data;
    expect(ru[0]).toMatchObject({ city: 'Казань', location_tree: { country: 'RU' } });
    expect(ru[0].full_city).toContain('Казань, ');
    const en = (await search('Kaza', '/ae')).json().data;
    expect(en[0].city).toBe('Kazan');
    const kk = (await search('Мәскеу', '/kz')).json().data;
    expect(kk[0]).toMatchObject({ city_id: 86999, city: 'Мәскеу' });
  });

  it('tolerates a misspelling', async () => {
    const data = (await search('Новосибирк')).json().data;
    expect(data.map((c: { city: string }) => c.city)).toContain('Новосибирск');
  });

  it('needs two characters after trimming', async () => {
    const res = await search(' к ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[0].name).toBe('query');
    expect((await search('zzzqqq')).json().data).toEqual([]);
  });

  it('lists countries with popular cities', async () => {
    const data = (await t.app.inject({ url: '/api/v1/locations/popular' })).json().data;
    expect(data.map((c: { code: string }) => c.code)).toEqual(['RU', 'KZ', 'AE']);
    expect(data[0]).toMatchObject({ name: 'Россия', isSearchEnabled: true, isPopularCities: true });
    expect(data[0].cities[0].city).toBe('Москва');
  });

  it('stores the chosen city on a new guest session and the layout follows', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/location/',
      payload: { locationCode: '87040' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      locationCode: '87040',
      cityId: 87040,
      shortName: 'Казань',
      countryId: 'RU',
    });
    const cookie = sessionCookie(res) as string;
    const layout = (await t.app.inject({ url: '/api/v1/layout?pageUrl=/', headers: { cookie } })).json().data;
    expect(layout.location.cityId).toBe(87040);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/location',
      payload: { locationCode: 'x' },
    });
    expect(unknown.json().error.fields).toEqual([{ name: 'locationCode', message: 'validation.cityError' }]);
  });
});
