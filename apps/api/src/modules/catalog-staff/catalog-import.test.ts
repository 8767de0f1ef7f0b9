import { CATALOGUE_LIMITS } from '@storefront/domain/catalog-ops';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readCsv } from './catalog-csv.ts';

let t: TestApp;
let cookie: string;
let first: { article: string; slug: string };
let second: { article: string };

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
  const rows = (await t.database.db.execute(sql`
    select p.article, p.slug from products p
    where exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant = 'ru')
    order by p.id limit 2`)) as unknown as { rows: { article: string; slug: string }[] };
  [first, second] = rows.rows as [typeof first, typeof second];
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1/staff/catalogue/${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Uploads a file, works the queue off, and answers the finished import. */
async function importFile(content: string | Buffer, fileName = 'prices.csv') {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const res = await api('POST', 'imports', { fileName, contentBase64: bytes.toString('base64') });
  if (res.statusCode !== 201) return { status: res.statusCode, body: res.json() };
  await t.app.jobs.drain();
  return { status: 201, body: (await api('GET', `imports/${res.json().data.id}`)).json() };
}

const productPrice = async (slug: string) =>
  (await t.app.inject({ url: `/api/v1/catalog/product/${slug}` })).json().data.product.price.amount as number;

describe('CSV import', () => {
  it('reports every bad row with its line and column, and changes nothing', async () => {
    const before = await productPrice(first.slug);
    const { status, body } = await importFile(
      [
        'article,price_ru,old_price_ru,published',
        `${first.article},999,,1`,
        'NO-SUCH-ARTICLE,100,,1',
        `${second.article},100,50,maybe`,
        `${first.article},998,,1`,
      ].join('\r\n'),
    );
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ status: 'failed', total: 4, done: 4, changed: 0 });
    expect(body.data.errors).toEqual([
      { line: 3, field: 'article', message: 'staff.catalogue.error.unknownArticle' },
      { line: 4, field: 'published', message: 'staff.catalogue.error.published' },
      { line: 4, field: 'old_price_ru', message: 'staff.catalogue.error.oldPrice' },
      { line: 5, field: 'article', message: 'staff.catalogue.error.duplicateRow' },
    ]);
    expect(await productPrice(first.slug)).toBe(before);
  });

  it('applies a good file, and the same file again changes nothing', async () => {
    const file = `article,price_ru,old_price_ru\n${first.article},"1 234,50",2000\n`;
    const applied = await importFile(file);
    expect(applied.body.data).toMatchObject({ status: 'done', total: 1, done: 1, changed: 1, errors: [] });
    expect(await productPrice(first.slug)).toBe(123_450);
    const again = await importFile(file);
    expect(again.body.data).toMatchObject({ status: 'done', changed: 0 });
  });

  it('creates products with their sizes from rows of a new article; the same file again changes nothing', async () => {
    const [place] = (
      (await t.database.db.execute(sql`select c.path, (select min(id) from stores where kind = 'warehouse') as store
        from categories c where c.depth = 1 order by c.id limit 1`)) as unknown as {
        rows: { path: string; store: number }[];
      }
    ).rows as [{ path: string; store: number }];
    const file = [
      `article,size,name_ru,name_en,category,brand,colour,material,price_ru,stock_${place.store}`,
      `NEW-1,S,Фартук новый,New apron,${place.path},Новый Бренд,white,steel,990,3`,
      `NEW-1,M,Фартук новый,New apron,${place.path},Новый Бренд,white,steel,990,4`,
      `NEW-2,,Полотенце,Towel,${place.path},Новый Бренд,белый,нержавеющая сталь,450,`,
      `new_2,,Полотенце,Towel,${place.path},Новый Бренд,white,steel,460,`,
      `NEW-3,,Плед,Plaid,${place.path},Новый Бренд,plaid-colour,steel,450,`,
    ].join('\n');
    const bad = await importFile(file, 'new.csv');
    expect(bad.body.data.errors).toEqual([{ line: 6, field: 'colour', message: 'staff.catalogue.error.unknownRef' }]);
    const good = file.split('\n').slice(0, 5).join('\n');
    expect((await importFile(good, 'new.csv')).body.data).toMatchObject({ status: 'done', changed: 3, errors: [] });
    const made = (
      (await t.database.db.execute(sql`select p.article, p.slug, p.name, s.size, st.quantity
        from products p join product_skus s on s.product_id = p.id left join stock st on st.sku_id = s.id
        where upper(p.article) like 'NEW-%' or p.article = 'new_2' order by p.article, s.position`)) as unknown as {
        rows: {
          article: string;
          slug: string;
          name: Record<string, string>;
          size: string | null;
          quantity: number | null;
        }[];
      }
    ).rows;
    expect(made.map((r) => [r.article, r.size, r.quantity])).toEqual([
      ['NEW-1', 'S', 3],
      ['NEW-1', 'M', 4],
      ['NEW-2', null, null],
      ['new_2', null, null],
    ]);
    // Two articles with one slug: the second gets a number.
    expect(made.slice(2).map((r) => r.slug)).toEqual(['polotentse-new-2', 'polotentse-new-2-2']);
    expect(made[2]?.name).toEqual({ ru: 'Полотенце', en: 'Towel', kk: 'Полотенце' });
    expect(await productPrice(made[0]?.slug as string)).toBe(99_000);
    expect((await importFile(good, 'new.csv')).body.data).toMatchObject({ status: 'done', changed: 0 });
  });

  it('leaves an import that keeps failing on the server failed after its last retry, not in progress', async () => {
    // Content the upload would have refused stands for a failure that is not the file's.
    const [row] = (
      (await t.database.db.execute(sql`insert into catalogue_imports (file_name, content, total)
        values ('broken.csv', 'no header', 1) returning id`)) as unknown as { rows: { id: number }[] }
    ).rows as [{ id: number }];
    await t.app.jobs.enqueue('catalogue-import', { importId: row.id });
    for (let i = 0; i < 5; i += 1) await t.app.jobs.drain({ ignoreRunAt: true });
    expect((await api('GET', `imports/${row.id}`)).json().data).toMatchObject({
      status: 'failed',
      errors: [{ line: 0, field: '', message: 'staff.catalogue.error.internal' }],
    });
  });

  it('sets sizes’ own prices from size_price columns; the same file again changes nothing', async () => {
    const [sized] = (
      (await t.database.db.execute(sql`
        select p.article, p.slug, array_agg(s.size order by s.position) as sizes from products p
        join product_skus s on s.product_id = p.id and s.size is not null
        where exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant = 'ru')
          and not exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant = 'kz')
        group by p.id having count(*) >= 2 order by p.id limit 1`)) as unknown as {
        rows: { article: string; slug: string; sizes: string[] }[];
      }
    ).rows as [{ article: string; slug: string; sizes: [string, string] }];
    const [small, large] = sized.sizes;
    const page = async () => (await t.app.inject({ url: `/api/v1/catalog/product/${sized.slug}` })).json().data.product;
    const bad = await importFile(
      [
        'article,size,size_price_ru,size_old_price_ru,size_price_kz',
        `${sized.article},${small},100,90,`,
        `${sized.article},${large},,,500`,
        `${sized.article},NO-SUCH-SIZE,100,,`,
      ].join('\r\n'),
    );
    expect(bad.body.data.errors).toEqual([
      { line: 2, field: 'size_old_price_ru', message: 'staff.catalogue.error.oldPrice' },
      // Not sold in Kazakhstan: a size cannot be priced there.
      { line: 3, field: 'size_price_kz', message: 'staff.catalogue.error.sizePriceWithoutPrice' },
      { line: 4, field: 'size', message: 'staff.catalogue.error.unknownSize' },
    ]);
    const file = [
      'article,size,price_ru,old_price_ru,size_price_ru,size_old_price_ru',
      `${sized.article},${small},1000,,,`,
      `${sized.article},${large},1000,,1 250,1500`,
    ].join('\r\n');
    expect((await importFile(file)).body.data).toMatchObject({ status: 'done', changed: 1, errors: [] });
    const priced = await page();
    expect(priced).toMatchObject({ price: { amount: 100_000 }, oldPrice: null, priceFrom: true });
    expect(priced.sizes.map((s: { price: { amount: number } }) => s.price.amount)).toEqual([100_000, 125_000]);
    expect(priced.sizes[1].oldPrice).toEqual({ amount: 150_000, currency: 'RUB' });
    expect((await importFile(file)).body.data).toMatchObject({ status: 'done', changed: 0 });
    // The export carries the size's own price, so importing it back changes nothing (the next test).
    const exported = (await api('GET', 'export.csv')).body;
    expect(exported).toContain(`${sized.article},${large},`);
    expect(exported.split('\r\n').find((l) => l.startsWith(`${sized.article},${large},`))).toMatch(/,1250,1500,/);
  });

  it('exports the catalogue in the import’s format, and importing the export changes nothing', async () => {
    const exported = await api('GET', 'export.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const header = exported.body.replace(/^\uFEFF/, '').split('\r\n')[0] ?? '';
    expect(header).toMatch(/^article,size,name_ru,description_ru,.*,price_ru,old_price_ru,.*stock_\d+/);
    expect(exported.body).toContain(first.article);
    const template = await api('GET', 'template.csv');
    expect(template.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(header);
    const reimported = await importFile(exported.rawPayload, 'catalogue.csv');
    expect(reimported.body.data).toMatchObject({ status: 'done', changed: 0, errors: [] });
  });

  it('exports formula-looking texts with a quote a spreadsheet will not run, and imports them back as they were', async () => {
    const [product] = (
      (await t.database.db.execute(sql`select id, article from products order by id offset 2 limit 1`)) as unknown as {
        rows: { id: number; article: string }[];
      }
    ).rows as [{ id: number; article: string }];
    const save = async (payload: object) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/staff/products/${product.id}`,
        headers: { cookie },
        payload,
      });
      expect(res.statusCode).toBe(200);
    };
    const texts = async () => {
      const res = await t.app.inject({ url: `/api/v1/staff/products/${product.id}`, headers: { cookie } });
      const { names, descriptions } = res.json().data;
      return { names, descriptions };
    };
    // A formula; a genuine leading quote before a formula; a genuine leading quote before text.
    const names = { ru: '=SUM(A1)', en: '\'=HYPERLINK("http://x","y")', kk: "'Quoted" };
    const descriptions = { ru: "-2+3+cmd|' /C calc'!A0", en: '@SUM(A1), +1', kk: '\t=1+1' };
    await save({ names, descriptions, prices: [{ variant: 'ru', price: 123_450, oldPrice: null }] });

    const exported = await api('GET', 'export.csv');
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const line = lines.find((l) => l.startsWith(`${product.article},`)) ?? '';
    // The raw cells, as a spreadsheet sees them: quoted, and beginning with the quote that makes them text.
    expect(line).toContain(`,"'=SUM(A1)",`);
    expect(line).toContain(`,"''=HYPERLINK(""http://x"",""y"")",`);
    expect(line).toContain(`,'Quoted,`);
    expect(line).toContain(`,"'-2+3+cmd|' /C calc'!A0",`);
    expect(line).toContain(`,"'\t=1+1",`);
    const cells = (await readCsv([`${line}\r\n`]).next()).value?.cells ?? [];
    const cell = (column: string) => cells[header.indexOf(column)] ?? '';
    expect(cell('name_ru')).toBe("'=SUM(A1)");
    for (const column of ['name_ru', 'name_en', 'description_ru', 'description_en', 'description_kk'])
      expect(cell(column), column).toMatch(/^'/);
    // Numbers stay plain numbers.
    expect([cell('published'), cell('price_ru'), cell('old_price_ru')]).toEqual(['1', '1234.5', '']);

    // Changed in between, the texts come back from the exported file exactly as they were saved.
    await save({ names: { ru: 'Другое', en: 'Other', kk: 'Басқа' }, descriptions: { ru: '', en: '', kk: '' } });
    const reimported = await importFile(exported.rawPayload, 'catalogue.csv');
    expect(reimported.body.data).toMatchObject({ status: 'done', changed: 1, errors: [] });
    expect(await texts()).toEqual({ names, descriptions });
    // And the same file again changes nothing.
    expect((await importFile(exported.rawPayload, 'catalogue.csv')).body.data).toMatchObject({ changed: 0 });
  });

  it('reads a spreadsheet’s file as written: BOM, CRLF, quoted line breaks; a short row and an open quote are named by line', async () => {
    const file = [
      '\uFEFFarticle,description_ru,price_ru',
      `${first.article},"две\r\nстроки, ""в кавычках""",abc`,
      '',
      `${second.article},short`,
      'NO-SUCH-ARTICLE,,1',
    ].join('\r\n');
    const { body } = await importFile(file);
    expect(body.data).toMatchObject({ status: 'failed', total: 3, done: 3 });
    expect(body.data.errors).toEqual([
      { line: 2, field: 'price_ru', message: 'staff.catalogue.error.price' },
      { line: 5, field: '', message: 'staff.catalogue.error.columns' },
      { line: 6, field: 'article', message: 'staff.catalogue.error.unknownArticle' },
    ]);
    const open = await importFile(`article,price_ru\r\n${first.article},1\r\n\r\n${second.article},"2\r\n`);
    expect(open.status).toBe(400);
    expect(open.body.error.fields).toEqual([
      { name: 'file', message: 'staff.catalogue.error.quotes', params: { line: '4' } },
    ]);
  });

  it('refuses files that are not UTF-8, have unknown columns or are too large, with a clear error', async () => {
    const cp1251 = Buffer.from([0x61, 0x72, 0x74, 0x69, 0x63, 0x6c, 0x65, 0x0a, 0xc0, 0xe1, 0xe2, 0x0a]);
    const encoding = await importFile(cp1251);
    expect(encoding.status).toBe(400);
    expect(encoding.body.error.fields).toEqual([{ name: 'file', message: 'staff.catalogue.error.encoding' }]);
    const columns = await importFile('article,colour_code,price_ru,weight\nA,1,2,3\n');
    expect(columns.body.error.fields[0]).toMatchObject({
      message: 'staff.catalogue.error.unknownColumns',
      params: { columns: 'colour_code, weight' },
    });
    const large = await importFile(Buffer.alloc(CATALOGUE_LIMITS.maxImportBytes + 1, 0x61));
    expect(large.status).toBe(400);
    expect(large.body.error.fields[0].message).toBe('staff.catalogue.error.tooLarge');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/catalogue/imports',
      headers: { cookie, 'content-type': 'application/json' },
      payload: Buffer.alloc(100 * 2 ** 20, 0x20),
    });
    expect(huge.statusCode).toBe(413);
  });
});
