import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('shops', () => {
  it('lists the variant’s cities and shops, centred on the variant without a city', async () => {
    const all = (await get('/api/v1/shops')).json().data;
    expect(all.cityId).toBeNull();
    expect(all.mapCenter).toEqual([37.617698, 55.755864]);
    expect(all.cities.length).toBeGreaterThan(1);
    expect(all.shops.length).toBe(all.cities.reduce((n: number, c: { count: number }) => n + c.count, 0));
    expect(all.mapsApiKey).toBeNull();
    const city = all.cities[1];
    const one = (await get(`/api/v1/shops?cityId=${city.id}`)).json().data;
    expect(one.cityId).toBe(city.id);
    expect(one.shops).toHaveLength(city.count);
    expect(one.shops.every((s: { cityId: number }) => s.cityId === city.id)).toBe(true);
    const ae = (await get('/ae/api/v1/shops')).json().data;
    expect(ae.mapCenter).toEqual([55.2707828, 25.2048493]);
    expect(ae.shops[0].url).toMatch(/^\/ae\/shops\/\d+\/$/);
  });

  it('answers 404 for a city without shops and 400 for a bad id', async () => {
    expect((await get('/api/v1/shops?cityId=999999')).statusCode).toBe(404);
    expect((await get('/api/v1/shops?cityId=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/shops/abc')).statusCode).toBe(400);
  });

  it('shows a shop and the goods in stock there, and hides shops of other variants', async () => {
    const [shop] = (await get('/api/v1/shops')).json().data.shops;
    const detail = (await get(`/api/v1/shops/${shop.id}`)).json().data;
    expect(detail).toMatchObject({ id: shop.id, name: shop.name, photos: expect.any(Array) });
    expect(detail.catalogUrl).toBe(`/catalog/?stores_in_city=${shop.id}`);
    const stock = (await get(`/api/v1/shops/${shop.id}/stock`)).json().data;
    expect(stock.total).toBeGreaterThan(0);
    expect(stock.items.length).toBeGreaterThan(0);
    expect((await get(`/api/v1/shops/${shop.id}/stock?page=999`)).statusCode).toBe(404);
    expect((await get(`/ae/api/v1/shops/${shop.id}`)).statusCode).toBe(404);
    const photo = await get(detail.photos[0].src);
    expect(photo.statusCode).toBe(200);
  });
});
