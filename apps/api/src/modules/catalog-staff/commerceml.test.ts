import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { parseCommerceMl } from './commerceml.ts';

let t: TestApp;
let cookie: string;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v1/staff/catalogue/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Uploads a file, works the queue off, and answers the finished import (or the upload's refusal). */
async function importFile(content: string | Buffer, fileName: string) {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const res = await api('POST', 'imports', { fileName, contentBase64: bytes.toString('base64') });
  if (res.statusCode !== 201) return { status: res.statusCode, body: res.json() };
  await t.app.jobs.drain();
  return { status: 201, body: (await api('GET', `imports/${res.json().data.id}`)).json() };
}

const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as { rows: T[] }).rows;

describe('CommerceML import', () => {
  it('reports each bad group, product and offer with its line and element, and changes nothing', async () => {
    const products = await query<{ n: number }>(sql`select count(*)::int as n from products`);
    const bad = await importFile(fixture('import-errors.xml'), 'import.xml');
    expect(bad.body.data).toMatchObject({ format: 'cml-import', status: 'failed', changed: 0 });
    expect(bad.body.data.errors).toEqual([
      { line: 5, field: 'Наименование', message: 'validation.required' },
      { line: 13, field: 'Ид', message: 'staff.catalogue.error.cmlNoId' },
      { line: 16, field: 'Группы', message: 'staff.catalogue.error.refRequired' },
      { line: 16, field: 'ЗначенияСвойств', message: 'staff.catalogue.error.refRequired' },
      { line: 16, field: 'ЗначенияСвойств', message: 'staff.catalogue.error.refRequired' },
      { line: 21, field: 'Группы', message: 'staff.catalogue.error.unknownRef' },
      { line: 21, field: 'ЗначенияСвойств', message: 'staff.catalogue.error.refRequired' },
      { line: 21, field: 'ЗначенияСвойств', message: 'staff.catalogue.error.refRequired' },
    ]);
    expect(await query(sql`select count(*)::int as n from products`)).toEqual(products);
    expect(await query(sql`select id from categories where external_id = 'grp-bad'`)).toEqual([]);
  });

  it('creates the groups as categories and the products under them; the same file again changes nothing', async () => {
    const done = await importFile(fixture('import.xml'), 'import.xml');
    expect(done.body.data).toMatchObject({ status: 'done', total: 2, done: 2, changed: 2, errors: [] });
    const [pans] = await query<{ path: string; parent: string }>(sql`select c.path, p.external_id as parent
      from categories c join categories p on p.id = c.parent_id where c.external_id = 'grp-pans'`);
    expect(pans).toEqual({ path: 'kukhnya-iz-1s/skovorody-1s', parent: 'grp-kitchen' });
    const made = await query<{
      article: string;
      name: string;
      description: string;
      colour: string;
      material: string;
      brand: string;
    }>(
      sql`select p.article, p.name->>'ru' as name, p.description->>'ru' as description, co.code as colour,
        m.code as material, b.name as brand
      from products p join colours co on co.id = p.colour_id join materials m on m.id = p.material_id
        join brands b on b.id = p.brand_id
      where p.external_id in ('guid-pan-1', 'guid-pan-2') order by p.external_id`,
    );
    expect(made).toEqual([
      {
        article: 'CML-PAN-1',
        name: 'Сковорода "Шеф" 24 см',
        description: 'Толстое дно & антипригарное покрытие.',
        colour: 'black',
        material: 'steel',
        brand: 'Кухонный Двор',
      },
      {
        article: 'guid-pan-2',
        name: 'Сковорода гриль',
        description: '',
        colour: 'white',
        material: 'steel',
        brand: 'Кухонный Двор',
      },
    ]);
    const again = await importFile(fixture('import.xml'), 'import.xml');
    expect(again.body.data).toMatchObject({ status: 'done', changed: 0 });
  });

  it('sets prices per price type’s currency and stock from offers.xml; the product page shows the price', async () => {
    const done = await importFile(fixture('offers.xml'), 'offers.xml');
    expect(done.body.data).toMatchObject({ format: 'cml-offers', status: 'done', changed: 2, errors: [] });
    const prices = await query<{
      variant: string;
      price: number;
    }>(sql`select pp.variant, pp.price from product_prices pp
      join products p on p.id = pp.product_id where p.external_id = 'guid-pan-1' order by pp.variant`);
    expect(prices).toEqual([
      { variant: 'kz', price: 1_599_000 },
      { variant: 'ru', price: 249_000 },
    ]);
    const [stock] = await query<{ quantity: number }>(sql`select sum(st.quantity)::int as quantity from stock st
      join product_skus s on s.id = st.sku_id join products p on p.id = s.product_id where p.external_id = 'guid-pan-1'`);
    expect(stock?.quantity).toBe(7);
    const [slug] = await query<{ slug: string }>(sql`select slug from products where external_id = 'guid-pan-2'`);
    const page = await t.app.inject({ url: `/api/v1/catalog/product/${slug?.slug}` });
    expect(page.json().data.product.price.amount).toBe(319_050);
    expect((await importFile(fixture('offers.xml'), 'offers.xml')).body.data).toMatchObject({
      status: 'done',
      changed: 0,
    });
  });

  it('reports unknown products, price types and warehouses of offers with their lines', async () => {
    const bad = await importFile(fixture('offers-errors.xml'), 'offers.xml');
    expect(bad.body.data.errors).toEqual([
      { line: 8, field: 'Ид', message: 'staff.catalogue.error.unknownArticle' },
      { line: 14, field: 'ИдТипаЦены', message: 'staff.catalogue.error.cmlPriceType' },
      { line: 16, field: 'Цена', message: 'staff.catalogue.error.price' },
      { line: 16, field: 'Склад', message: 'staff.catalogue.error.unknownStore' },
      { line: 20, field: 'Склад', message: 'staff.catalogue.error.unknownStore' },
    ]);
  });

  it('refuses broken XML with its line, a DTD, a wrong encoding and a file over the limit, with a clear error', async () => {
    const broken = await importFile(
      '<?xml version="1.0"?>\n<КоммерческаяИнформация>\n<Каталог>\n</Товары>\n',
      'import.xml',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.fields[0]).toMatchObject({
      name: 'file',
      message: 'staff.catalogue.error.xml',
      params: { line: '4', column: '9' },
    });
    const dtd = await importFile(
      '<?xml version="1.0"?>\n<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<КоммерческаяИнформация>&a;</КоммерческаяИнформация>',
      'import.xml',
    );
    expect(dtd.body.error.fields[0]).toMatchObject({ message: 'staff.catalogue.error.xml', params: { line: '2' } });
    const entity = await importFile(
      '<КоммерческаяИнформация><Каталог>&lol;</Каталог></КоммерческаяИнформация>',
      'import.xml',
    );
    expect(entity.body.error.fields[0].message).toBe('staff.catalogue.error.xml');
    const other = await importFile('<?xml version="1.0"?>\n<rss></rss>', 'feed.xml');
    expect(other.body.error.fields[0].params.reason).toMatch(/not a CommerceML document/);
    const cp1251 = Buffer.concat([
      Buffer.from('<?xml version="1.0"?><a>'),
      Buffer.from([0xc0, 0xe1]),
      Buffer.from('</a>'),
    ]);
    expect((await importFile(cp1251, 'import.xml')).body.error.fields).toEqual([
      { name: 'file', message: 'staff.catalogue.error.xmlEncoding', params: { encoding: 'utf-8' } },
    ]);
    const koi8 = await importFile('<?xml version="1.0" encoding="KOI8-R"?>\n<a/>', 'import.xml');
    expect(koi8.body.error.fields).toEqual([
      { name: 'file', message: 'staff.catalogue.error.xmlEncoding', params: { encoding: 'koi8-r' } },
    ]);
    const zip = await importFile(Buffer.from('PK\x03\x04\x14\x00\x00\x00import.xml', 'latin1'), 'import.zip');
    expect(zip.body.error.fields).toEqual([{ name: 'file', message: 'staff.catalogue.error.zip' }]);
  });

  it('reads a file in Windows-1251, as older 1C writes it', async () => {
    const done = await importFile(fixture('offers-1251.xml'), 'offers.xml');
    expect(done.body.data).toMatchObject({ status: 'done', changed: 1, errors: [] });
    const [price] = await query<{ price: number }>(sql`select pp.price from product_prices pp
      join products p on p.id = pp.product_id where p.external_id = 'guid-pan-2' and pp.variant = 'ru'`);
    expect(price?.price).toBe(329_000);
  });

  it('turns offers of characteristics into sizes with their stock, and the old price type into discounts', async () => {
    const done = await importFile(fixture('offers-sizes.xml'), 'offers.xml');
    expect(done.body.data).toMatchObject({ status: 'done', changed: 1, errors: [] });
    const skus = await query<{ size: string; quantity: number }>(sql`select s.size, sum(st.quantity)::int as quantity
      from product_skus s join products p on p.id = s.product_id left join stock st on st.sku_id = s.id
      where p.external_id = 'guid-pan-2' group by s.id order by s.position`);
    // The product import.xml made without sizes: its SKU became the first size.
    expect(skus).toEqual([
      { size: 'S', quantity: 2 },
      { size: 'M', quantity: 5 },
    ]);
    const prices = await query<{ external_id: string; variant: string; price: number; old_price: number | null }>(
      sql`select p.external_id, pp.variant, pp.price, pp.old_price from product_prices pp
        join products p on p.id = pp.product_id where p.external_id like 'guid-pan-%' order by 1, 2`,
    );
    expect(prices).toEqual([
      { external_id: 'guid-pan-1', variant: 'kz', price: 1_599_000, old_price: null },
      // An old price no higher than the price is no discount.
      { external_id: 'guid-pan-1', variant: 'ru', price: 249_000, old_price: null },
      { external_id: 'guid-pan-2', variant: 'com', price: 15_000, old_price: null },
      { external_id: 'guid-pan-2', variant: 'ru', price: 319_000, old_price: 399_000 },
    ]);
    const [slug] = await query<{ slug: string }>(sql`select slug from products where external_id = 'guid-pan-2'`);
    const page = (await t.app.inject({ url: `/api/v1/catalog/product/${slug?.slug}` })).json().data.product;
    expect(page).toMatchObject({ price: { amount: 319_000 }, oldPrice: { amount: 399_000 }, discount: 20 });
    expect(page.sizes.map((s: { name: string }) => s.name)).toEqual(['S', 'M']);
    expect((await importFile(fixture('offers-sizes.xml'), 'offers.xml')).body.data).toMatchObject({
      status: 'done',
      changed: 0,
    });
  });

  it('reports a characteristic without a size and a currency the shop does not sell in', async () => {
    const bad = await importFile(fixture('offers-sizes-errors.xml'), 'offers.xml');
    expect(bad.body.data).toMatchObject({ status: 'failed', changed: 0 });
    expect(bad.body.data.errors).toEqual([
      { line: 23, field: 'ХарактеристикиТовара', message: 'staff.catalogue.error.cmlNoSize' },
      { line: 31, field: 'Валюта', message: 'staff.catalogue.error.cmlCurrency', params: { currency: 'USD' } },
    ]);
    const sizes = await query(sql`select s.size from product_skus s join products p on p.id = s.product_id
      where p.external_id = 'guid-pan-2' order by s.position`);
    expect(sizes).toEqual([{ size: 'S' }, { size: 'M' }]);
  });

  it('prices sizes whose offers differ: the cheapest offer is the product’s price, the others the sizes’ own', async () => {
    const sizePrices = () =>
      query<{ size: string; variant: string; price: number; old_price: number | null }>(
        sql`select s.size, sp.variant, sp.price, sp.old_price from sku_prices sp
          join product_skus s on s.id = sp.sku_id join products p on p.id = s.product_id
          where p.external_id = 'guid-pan-2' order by s.position, sp.variant`,
      );
    const productPrices = () =>
      query<{ variant: string; price: number; old_price: number | null }>(
        sql`select pp.variant, pp.price, pp.old_price from product_prices pp
          join products p on p.id = pp.product_id where p.external_id = 'guid-pan-2' order by 1`,
      );
    const done = await importFile(fixture('offers-size-prices.xml'), 'offers.xml');
    expect(done.body.data).toMatchObject({ status: 'done', changed: 1, errors: [] });
    expect(await productPrices()).toEqual([
      { variant: 'com', price: 15_000, old_price: null },
      { variant: 'ru', price: 319_000, old_price: 399_000 },
    ]);
    // M costs more in Russia, without the discount; in the Emirates both sizes cost the same.
    expect(await sizePrices()).toEqual([{ size: 'M', variant: 'ru', price: 349_000, old_price: null }]);
    const [slug] = await query<{ slug: string }>(sql`select slug from products where external_id = 'guid-pan-2'`);
    const page = (await t.app.inject({ url: `/api/v1/catalog/product/${slug?.slug}` })).json().data.product;
    expect(page).toMatchObject({ price: { amount: 319_000 }, priceFrom: true });
    expect(page.sizes.map((s: { name: string; price: { amount: number } }) => [s.name, s.price.amount])).toEqual([
      ['S', 319_000],
      ['M', 349_000],
    ]);
    // The same file again changes nothing; the sizes priced alike again lose the size's own price.
    expect((await importFile(fixture('offers-size-prices.xml'), 'offers.xml')).body.data).toMatchObject({
      status: 'done',
      changed: 0,
    });
    expect((await importFile(fixture('offers-sizes.xml'), 'offers.xml')).body.data).toMatchObject({
      status: 'done',
      changed: 1,
    });
    expect(await sizePrices()).toEqual([]);
  });
});

describe('CommerceML reading of large files', () => {
  const offers = (body: string) =>
    `<КоммерческаяИнформация><ПакетПредложений>${body}</ПакетПредложений></КоммерческаяИнформация>`;
  const read = (text: string) => parseCommerceMl(text, { stockStoreId: null, oldPriceTypes: ['old'] });

  it('reads 50,000 nested elements in one pass (quadratic when every tag wrote out its path)', () => {
    const nested = `${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}`;
    expect(read(offers(nested))).toEqual({ format: 'cml-offers', groups: [], rows: [], problems: [] });
  });

  it('finds a variant’s old price type at once for 20,000 offers after 20,000 price types', () => {
    const type = (id: string) => `<ТипЦены><Ид>${id}</Ид><Валюта>RUB</Валюта></ТипЦены>`;
    const types = ['base', 'old', ...Array.from({ length: 20_000 }, (_, i) => `t${i}`)].map(type).join('');
    const price = (id: string, value: number) =>
      `<Цена><ИдТипаЦены>${id}</ИдТипаЦены><ЦенаЗаЕдиницу>${value}</ЦенаЗаЕдиницу></Цена>`;
    const offer = (i: number) =>
      `<Предложение><Ид>p${i}</Ид><Цены>${price('base', 100)}${price('old', 150)}</Цены></Предложение>`;
    const file = read(
      offers(
        `<ТипыЦен>${types}</ТипыЦен><Предложения>${Array.from({ length: 20_000 }, (_, i) => offer(i)).join('')}</Предложения>`,
      ),
    );
    expect(file.rows).toHaveLength(20_000);
    expect(file.rows[19_999]?.cells).toEqual({ external_id: 'p19999', size: '', price_ru: '100', old_price_ru: '150' });
  });

  it('stops counting a price type as the old price once the file redefines it', () => {
    const type = (id: string, currency: string) => `<ТипЦены><Ид>${id}</Ид><Валюта>${currency}</Валюта></ТипЦены>`;
    const offer =
      '<Предложение><Ид>p</Ид><Цены><Цена><ИдТипаЦены>base</ИдТипаЦены><ЦенаЗаЕдиницу>100</ЦенаЗаЕдиницу></Цена></Цены></Предложение>';
    const types = `<ТипыЦен>${type('base', 'RUB')}${type('old', 'RUB')}${type('old', 'KZT')}</ТипыЦен>`;
    const file = read(offers(`${types}<Предложения>${offer}</Предложения>`));
    // Still an old price type, now in tenge: the rouble price has no old one to clear.
    expect(file.rows[0]?.cells).toEqual({ external_id: 'p', size: '', price_ru: '100' });
  });
});
