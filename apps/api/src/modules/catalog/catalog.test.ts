import { gunzipSync } from 'node:zlib';
import { VARIANTS } from '@storefront/domain/variants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { CatalogAnswer } from './catalog.schemas.ts';

/** A product as the test computes it straight from the normalised tables, independently of the API. */
interface Row {
  id: number;
  path: string;
  brand: string;
  colour: string;
  material: string;
  line: string | null;
  sizes: string[];
  price: number;
  oldPrice: number | null;
  popularity: number;
  createdAt: string;
  isNew: boolean;
  shopQty: number;
  stores: number[];
  warehouse: number;
  sku: number;
}

let t: TestApp;
let rows: Row[];
const CITY = VARIANTS.ru.defaultCityId;

beforeAll(async () => {
  t = await createTestApp();
  const result = (await t.database.db.execute(sql`
    select p.id, c.path, b.code as brand, col.code as colour, m.code as material, p.line,
      coalesce((select array_agg(s.size) from product_skus s where s.product_id = p.id and s.size is not null), '{}') as sizes,
      pp.price, pp.old_price as "oldPrice", p.popularity, p.created_at::text as "createdAt", p.is_new as "isNew",
      coalesce((select sum(st.quantity) from stock st join product_skus s on s.id = st.sku_id join stores so on so.id = st.store_id
                where s.product_id = p.id and so.kind = 'shop' and so.city_id = ${CITY}), 0)::int as "shopQty",
      coalesce((select array_agg(distinct so.id) from stock st join product_skus s on s.id = st.sku_id join stores so on so.id = st.store_id
                where s.product_id = p.id and so.kind = 'shop' and so.city_id = ${CITY} and st.quantity > 0), '{}') as stores,
      coalesce((select sum(st.quantity) from stock st join product_skus s on s.id = st.sku_id join stores so on so.id = st.store_id
                join cities ci on ci.id = so.city_id where s.product_id = p.id and so.kind = 'warehouse' and ci.country = 'RU'), 0)::int as warehouse,
      (select min(s.id) from product_skus s where s.product_id = p.id) as sku
    from products p
    join categories c on c.id = p.category_id
    join brands b on b.id = p.brand_id
    join colours col on col.id = p.colour_id
    join materials m on m.id = p.material_id
    join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'`)) as unknown as { rows: Row[] };
  rows = result.rows;
});
afterAll(async () => t?.close());

async function catalog(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalog', query, headers });
  return { status: res.statusCode, body: res.json() as { data: CatalogAnswer; error?: { fields?: unknown[] } } };
}

const level = (r: Row) =>
  r.shopQty >= 10
    ? 'many'
    : r.shopQty >= 3
      ? 'in_stock'
      : r.shopQty >= 1
        ? 'few'
        : r.warehouse > 0
          ? 'delivered'
          : 'none';

function countBy(list: Row[], key: (r: Row) => string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of list) for (const k of key(r)) out.set(k, (out.get(k) ?? 0) + 1);
  return out;
}

function facet(answer: CatalogAnswer, key: string): Map<string, number> {
  const group = answer.filters?.data.find((g) => g.key === key);
  return new Map((group?.values ?? []).filter((v) => v.count > 0).map((v) => [v.searchCode, v.count]));
}

describe('GET catalog: listing and facets', () => {
  it('lists a category subtree with sections, breadcrumbs and the total', async () => {
    const { status, body } = await catalog({ url: '/catalog/kukhnya/' });
    expect(status).toBe(200);
    const inCategory = rows.filter((r) => r.path.startsWith('kukhnya/') || r.path === 'kukhnya');
    expect(body.data.totalItems).toBe(inCategory.length);
    expect(body.data.items).toHaveLength(Math.min(36, inCategory.length));
    expect(body.data.breadcrumbs.map((b) => b.url)).toEqual(['/catalog/', '/catalog/kukhnya/']);
    expect(body.data.sections.reduce((s, x) => s + x.count, 0)).toBe(inCategory.length);
    for (const section of body.data.sections) {
      const path = section.url.replace(/^\/catalog\/|\/$/g, '');
      expect(section.count).toBe(inCategory.filter((r) => r.path.startsWith(`${path}/`) || r.path === path).length);
    }
    expect(body.data.seo?.html).toContain('Кухня');
    expect(body.data.banner?.url).toBe('/catalog/kukhnya/');
  });

  it('counts every facet group with every other filter applied but not its own', async () => {
    const inCategory = rows.filter((r) => r.path.startsWith('dom/'));
    const brands = [...countBy(inCategory, (r) => [r.brand])].sort((a, b) => b[1] - a[1]).map(([b]) => b);
    const chosenBrands = brands.slice(0, 2);
    const priceMax = 3000;
    const filterParams = `brand=${chosenBrands.join(',')}&price=,${priceMax}&available=true`;
    const { status, body } = await catalog({ url: '/catalog/dom/', filterParams });
    expect(status).toBe(200);

    const byBrand = (r: Row) => chosenBrands.includes(r.brand);
    const byPrice = (r: Row) => r.price <= priceMax * 100;
    const byAvailable = (r: Row) => level(r) !== 'none';
    const all = inCategory.filter((r) => byBrand(r) && byPrice(r) && byAvailable(r));
    expect(body.data.totalItems).toBe(all.length);
    expect(body.data.filters?.total).toBe(all.length);

    expect(facet(body.data, 'brand')).toEqual(
      countBy(
        inCategory.filter((r) => byPrice(r) && byAvailable(r)),
        (r) => [r.brand],
      ),
    );
    expect(facet(body.data, 'colour')).toEqual(countBy(all, (r) => [r.colour]));
    expect(facet(body.data, 'material')).toEqual(countBy(all, (r) => [r.material]));
    expect(facet(body.data, 'size')).toEqual(countBy(all, (r) => r.sizes));
    expect(facet(body.data, 'stock')).toEqual(countBy(all, (r) => [level(r)]));
    expect(facet(body.data, 'stores_in_city')).toEqual(countBy(all, (r) => r.stores.map(String)));
    const available = inCategory.filter((r) => byBrand(r) && byPrice(r) && byAvailable(r)).length;
    expect(facet(body.data, 'available').get('true')).toBe(available);
    const sale = all.filter((r) => r.oldPrice !== null).length;
    expect(facet(body.data, 'sale').get('true') ?? 0).toBe(sale);

    const priceGroup = body.data.filters?.data.find((g) => g.key === 'price');
    const priceBase = inCategory.filter((r) => byBrand(r) && byAvailable(r)).map((r) => r.price);
    expect(priceGroup?.range).toEqual([
      Math.floor(Math.min(...priceBase) / 100),
      Math.ceil(Math.max(...priceBase) / 100),
    ]);
    expect(priceGroup?.selectedRange).toEqual({ min: null, max: priceMax });
    const brandValues = body.data.filters?.data.find((g) => g.key === 'brand')?.values ?? [];
    expect(
      brandValues
        .filter((v) => v.selected)
        .map((v) => v.searchCode)
        .sort(),
    ).toEqual([...chosenBrands].sort());
    expect(body.data.initFilter).toEqual({
      values: { brand: chosenBrands },
      price: { min: null, max: priceMax },
      flags: { available: true },
    });
  });

  it('gives cards their stock level, sizes, colours, badges and the favourite flag', async () => {
    const session = await createUserSession(t.database.db);
    const fashion = rows
      .filter((r) => r.sizes.length > 0)
      .sort((a, b) => b.popularity - a.popularity || b.id - a.id)[0]!;
    await t.database.db.execute(
      sql`insert into favourites (owner_key, product_id) values (${`u:${session.userId}`}, ${fashion.id})`,
    );
    const { body } = await catalog({ url: `/catalog/${fashion.path}/`, count: '96' }, { cookie: session.cookie });
    const card = body.data.items.find((c) => c.id === fashion.id);
    expect(card?.favourite).toBe(true);
    expect(card?.sizes.sort()).toEqual([...fashion.sizes].sort());
    expect(card?.stockLevel).toBe(level(fashion));
    expect(card?.colours.some((c) => c.code === fashion.colour)).toBe(true);
    // A sale is marked by its discount alone, not by a second word badge.
    expect(card?.discount !== null).toBe(fashion.oldPrice !== null);
    if (card?.discount) expect(card.badges).toEqual([]);
    expect(body.data.items.filter((c) => c.id !== fashion.id).every((c) => !c.favourite)).toBe(true);
  });

  it('offers quick add for products without sizes, with what the city can supply', async () => {
    const { body } = await catalog({ url: '/catalog/', count: '96' });
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const card of body.data.items) {
      const row = byId.get(card.id)!;
      expect(card.quickAdd).toEqual(
        row.sizes.length ? null : { skuId: row.sku, maxAvailable: row.shopQty + row.warehouse },
      );
    }
    expect(body.data.items.some((c) => c.quickAdd)).toBe(true);
  });

  it('sorts by popularity (default), price both ways, novelty and discount', async () => {
    const expectOrder = async (params: Record<string, string>, compare: (a: Row, b: Row) => number) => {
      const { body } = await catalog({ url: '/catalog/', count: '50', ...params });
      const expected = [...rows]
        .sort(compare)
        .slice(0, 50)
        .map((r) => r.id);
      expect(body.data.items.map((c) => c.id)).toEqual(expected);
    };
    await expectOrder({}, (a, b) => b.popularity - a.popularity || b.id - a.id);
    await expectOrder({ sort: 'price', order: 'asc' }, (a, b) => a.price - b.price || a.id - b.id);
    await expectOrder({ sort: 'price' }, (a, b) => a.price - b.price || a.id - b.id);
    await expectOrder({ sort: 'price', order: 'desc' }, (a, b) => b.price - a.price || b.id - a.id);
    await expectOrder({ sort: 'new', order: 'desc' }, (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const discount = (r: Row) => (r.oldPrice ? Math.round((1 - r.price / r.oldPrice) * 100) : 0);
    await expectOrder(
      { sort: 'discount', order: 'desc' },
      (a, b) => discount(b) - discount(a) || b.popularity - a.popularity || b.id - a.id,
    );
  });

  it('pages in chunks; a page past the end is empty with the right total; counts are capped', async () => {
    const sorted = [...rows].sort((a, b) => b.popularity - a.popularity || b.id - a.id).map((r) => r.id);
    const page2 = await catalog({ url: '/catalog/', count: '24', page: '2' });
    expect(page2.body.data.items.map((c) => c.id)).toEqual(sorted.slice(24, 48));
    expect(page2.body.data.page).toBe(2);
    const past = await catalog({ url: '/catalog/', count: '24', page: '999' });
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.totalItems).toBe(rows.length);
    const huge = await catalog({ url: '/catalog/', count: '100000' });
    expect(huge.body.data.count).toBe(96);
    expect(huge.body.data.items).toHaveLength(96);
    for (const page of ['1', 'abc', '-2', '1.5', '0']) {
      const { body } = await catalog({ url: '/catalog/', count: '24', page });
      expect(body.data.page).toBe(1);
      expect(body.data.items.map((c) => c.id)).toEqual(sorted.slice(0, 24));
    }
  });

  it('resets legacy params to page 1 with the default sort; q becomes the query', async () => {
    const { body } = await catalog({
      type: 'search',
      q: 'кастрюля',
      PAGEN_1: '3',
      page: '3',
      sort: 'price',
      order: 'asc',
    });
    expect(body.data.query).toBe('кастрюля');
    expect(body.data.page).toBe(1);
    expect(body.data.sort.current).toEqual({ sort: 'popular', order: 'desc' });
    expect(body.data.totalItems).toBeGreaterThan(0);
    for (const legacy of ['ord', 'count_items', 'items', 'page_number']) {
      const r = await catalog({ url: '/catalog/', page: '2', sort: 'price', [legacy]: 'x' });
      expect(r.body.data.page).toBe(1);
      expect(r.body.data.sort.current.sort).toBe('popular');
    }
  });

  it('applies the section 5 query rules', async () => {
    const plain = await catalog({ url: '/catalog/' });
    const same = async (filterParams: string) => {
      const { status, body } = await catalog({ url: '/catalog/', filterParams });
      expect(status).toBe(200);
      expect(body.data.totalItems).toBe(plain.body.data.totalItems);
      expect(body.data.initFilter).toEqual({ values: {}, price: null, flags: {} });
    };
    await same('brand=');
    await same('brand=,,');
    await same('price=0,0');
    await same('price=,');
    await same('price=0,');
    await same('is_new=false');
    await same('unknown_key=1&another=x');

    const maxOnly = await catalog({ url: '/catalog/', filterParams: 'price=0,1000' });
    expect(maxOnly.body.data.initFilter?.price).toEqual({ min: null, max: 1000 });
    expect(maxOnly.body.data.totalItems).toBe(rows.filter((r) => r.price <= 100_000).length);
    const minOnly = await catalog({ url: '/catalog/', filterParams: 'price=1000,' });
    expect(minOnly.body.data.totalItems).toBe(rows.filter((r) => r.price >= 100_000).length);

    const isNew = await catalog({ url: '/catalog/', filterParams: 'is_new=true' });
    expect(isNew.body.data.totalItems).toBe(rows.filter((r) => r.isNew).length);
    const brands = [...new Set(rows.map((r) => r.brand))].slice(0, 2);
    const comma = await catalog({ url: '/catalog/', filterParams: `brand=${brands.join(',')}` });
    expect(comma.body.data.totalItems).toBe(rows.filter((r) => brands.includes(r.brand)).length);
  });

  it('rejects malformed values with field errors and unknown categories with 404', async () => {
    for (const [params, field] of [
      [{ filterParams: 'price=abc,10' }, 'price'],
      [{ filterParams: 'price=500,100' }, 'price'],
      [{ filterParams: 'is_new=maybe' }, 'is_new'],
      [{ filterParams: 'stock=plenty' }, 'stock'],
      [{ filterParams: 'stores_in_city=one' }, 'stores_in_city'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ order: 'up' }, 'order'],
    ] as const) {
      const { status, body } = await catalog({ url: '/catalog/', ...params });
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.error?.fields).toEqual([{ name: field, message: 'validation.invalid' }]);
    }
    expect((await catalog({ url: '/catalog/', count: 'many' })).status).toBe(400);
    expect((await catalog({ url: '/catalog/no-such-category/' })).status).toBe(404);
    expect((await catalog({ url: '/kz/catalog/kukhnya/' })).status).toBe(200);
  });

  it('shows prices in the variant currency and texts in its language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/kz/api/v1/catalog',
      query: { url: '/kz/catalog/kukhnya/' },
    });
    const data = (res.json() as { data: CatalogAnswer }).data;
    expect(data.items[0]?.price.currency).toBe('KZT');
    expect(data.breadcrumbs[1]?.url).toBe('/kz/catalog/kukhnya/');
    expect(data.sort.items[0]?.title).toBe('Алдымен танымалдары');
  });
});

describe('anonymous listing cache', () => {
  it('reuses the answer for shoppers without a session, not for a session with its favourites', async () => {
    const url = '/api/v1/catalog?url=/catalog/kukhnya/&sort=price&order=asc';
    const first = await t.app.inject({ url });
    const second = await t.app.inject({ url });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
    const shopper = await createUserSession(t.database.db, { phone: '79176000201' });
    const withSession = await t.app.inject({ url, headers: { cookie: shopper.cookie } });
    expect(withSession.headers['x-cache']).toBeUndefined();
    // A cookie naming no live session is a guest's.
    const expired = await t.app.inject({ url, headers: { cookie: 'sid=someone' } });
    expect(expired.headers['x-cache']).toBe('hit');
    const english = await t.app.inject({ url, headers: { cookie: 'locale=en-US' } });
    expect(english.headers['x-cache']).toBeUndefined();
    expect(english.json().data.breadcrumbs).not.toEqual(first.json().data.breadcrumbs);
  });

  it('shares a listing without favourites between guests and shoppers of the same city only', async () => {
    const url = '/api/v1/catalog?url=/catalog/kukhnya/&sort=price&order=desc';
    const shopper = await createUserSession(t.database.db, { phone: '79176000202' });
    const [card] = (await t.app.inject({ url })).json().data.items as CatalogAnswer['items'];
    await t.database.db.execute(
      sql`insert into favourites (owner_key, product_id) values (${`u:${shopper.userId}`}, ${card!.id})`,
    );
    const own = await t.app.inject({ url, headers: { cookie: shopper.cookie } });
    expect(own.headers['x-cache']).toBeUndefined();
    expect(own.json().data.items[0].favourite).toBe(true);
    const shared = await t.app.inject({ url: `${url}&favourites=n`, headers: { cookie: shopper.cookie } });
    expect(shared.headers['x-cache']).toBe('hit');
    expect(shared.json().data.items[0].favourite).toBe(false);
    // Another city has its own stock: its shoppers get an answer of their own.
    const { rows: others } = (await t.database.db.execute(
      sql`select id from cities where id <> ${CITY} limit 1`,
    )) as unknown as { rows: { id: number }[] };
    const other = others[0];
    const traveller = await createUserSession(t.database.db, { phone: '79176000203' });
    await t.database.db.execute(sql`update sessions set city_id = ${other!.id} where user_id = ${traveller.userId}`);
    const elsewhere = await t.app.inject({ url: `${url}&favourites=n`, headers: { cookie: traveller.cookie } });
    expect(elsewhere.headers['x-cache']).toBeUndefined();
    const again = await t.app.inject({ url: `${url}&favourites=n`, headers: { cookie: traveller.cookie } });
    expect(again.headers['x-cache']).toBe('hit');
  });

  it('sends a hit gzipped to clients that accept it', async () => {
    const url = '/api/v1/catalog?url=/catalog/kukhnya/&sort=new';
    const first = await t.app.inject({ url });
    const zipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
  });
});
