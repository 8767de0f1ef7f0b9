import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/picture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const COLOUR = /^#[0-9a-f]{6}$/;
const basic = `Basic ${Buffer.from('1c-exchange:exchange-secret-1').toString('base64')}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'exchange-'));
  t = await createTestApp({
    EXCHANGE_LOGIN: '1c-exchange',
    EXCHANGE_PASSWORD: 'exchange-secret-1',
    DATA_DIR: dataDir,
  });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One call of 1C's exchange, as 1C makes it: query parameters, the session cookie, a raw body for files. */
const exchange = (query: Record<string, string>, options: { cookie?: string; auth?: string; body?: Buffer } = {}) =>
  t.app.inject({
    method: options.body ? 'POST' : 'GET',
    url: '/api/v1/exchange/1c',
    query: { type: 'catalog', ...query },
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.auth ? { authorization: options.auth } : {}),
      ...(options.body ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });

async function signIn(): Promise<string> {
  const res = await exchange({ mode: 'checkauth' }, { auth: basic });
  const [status, name, value] = res.body.split('\n');
  expect(status).toBe('success');
  return `${name}=${value}`;
}

/** Uploads a file in two parts and calls import until it stops answering progress (working the queue in between). */
async function upload(cookie: string, name: string, bytes: Buffer): Promise<string[]> {
  const half = Math.floor(bytes.length / 2);
  for (const part of [bytes.subarray(0, half), bytes.subarray(half)])
    expect((await exchange({ mode: 'file', filename: name }, { cookie, body: part })).body).toBe('success\n');
  const answers: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answer = (await exchange({ mode: 'import', filename: name }, { cookie })).body;
    answers.push(answer.split('\n')[0] as string);
    if (!answer.startsWith('progress')) return [...answers, ...answer.split('\n').slice(1)];
    await t.app.jobs.drain();
  }
  return answers;
}

describe('1C exchange (CommerceML over HTTP)', () => {
  it('refuses a wrong login and a call without the session', async () => {
    const wrong = await exchange(
      { mode: 'checkauth' },
      { auth: `Basic ${Buffer.from('1c-exchange:nope').toString('base64')}` },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatch(/^failure\n/);
    expect((await exchange({ mode: 'init' })).statusCode).toBe(401);
    expect((await exchange({ mode: 'init' }, { cookie: 'exchange_session=123.forged' })).statusCode).toBe(401);
    expect((await exchange({ mode: 'checkauth', extra: '1' }, { auth: basic })).statusCode).toBe(400);
  });

  it('runs checkauth → init → file → import for import.xml and offers.xml, and a second exchange changes nothing', async () => {
    const cookie = await signIn();
    const init = await exchange({ mode: 'init' }, { cookie });
    expect(init.headers['content-type']).toContain('text/plain');
    expect(init.body).toBe(`zip=no\nfile_limit=${32 * 2 ** 20}\n`);
    expect(await upload(cookie, 'import.xml', fixture('import.xml'))).toEqual(['progress', 'success', '']);
    expect(await upload(cookie, 'offers.xml', fixture('offers.xml'))).toEqual(['progress', 'success', '']);
    const rows = (await t.database.db.execute(sql`select p.article, pp.price from products p
      join product_prices pp on pp.product_id = p.id and pp.variant = 'ru'
      where p.external_id like 'guid-pan-%' order by p.article`)) as unknown as { rows: unknown[] };
    expect(rows.rows).toEqual([
      { article: 'CML-PAN-1', price: 249_000 },
      { article: 'guid-pan-2', price: 319_050 },
    ]);
    // 1C's next exchange sends the same files: nothing changes.
    const next = await signIn();
    await exchange({ mode: 'init' }, { cookie: next });
    expect(await upload(next, 'offers.xml', fixture('offers.xml'))).toEqual(['progress', 'success', '']);
    const imports = (await t.database.db.execute(
      sql`select changed from catalogue_imports order by id desc limit 1`,
    )) as unknown as { rows: { changed: number }[] };
    expect(imports.rows[0]?.changed).toBe(0);
  });

  it('answers failure with the reasons for a broken file, a file with bad rows and a file over the limit', async () => {
    const cookie = await signIn();
    await exchange({ mode: 'init' }, { cookie });
    const broken = await upload(
      cookie,
      'import.xml',
      Buffer.from('<?xml version="1.0"?>\n<КоммерческаяИнформация>\n<a></b>'),
    );
    expect(broken[0]).toBe('failure');
    expect(broken[1]).toMatch(/^Ошибка XML в строке 3, позиции 7/);
    const bad = await upload(cookie, 'offers.xml', fixture('offers-errors.xml'));
    expect(bad.slice(0, 3)).toEqual(['progress', 'failure', 'строка 8, Ид: Нет товара с таким артикулом']);
    const huge = await exchange(
      { mode: 'file', filename: 'big.xml' },
      { cookie, body: Buffer.alloc(100 * 2 ** 20, 0x20) },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.body).toBe('failure\nФайл больше 32 МБ');
    const zip = await exchange(
      { mode: 'file', filename: 'import.zip' },
      { cookie, body: Buffer.from('PK\x03\x04', 'latin1') },
    );
    expect(zip.body).toMatch(/^failure\nZip-архивы не принимаются/);
    expect(
      (await exchange({ mode: 'file', filename: '../etc/passwd' }, { cookie, body: Buffer.from('x') })).body,
    ).toMatch(/^failure\n/);
  });

  it('attaches the pictures 1C uploads before import.xml, in order; the same exchange again changes nothing', async () => {
    const cookie = await signIn();
    await exchange({ mode: 'init' }, { cookie });
    const files = {
      'import_files/7a/7a1f-front.png': await samplePicture(40, 30, '#806040', 'png'),
      'import_files/7a/7a1f-side.png': await samplePicture(50, 30, '#406080', 'png'),
    };
    for (const [name, body] of Object.entries(files))
      expect((await exchange({ mode: 'file', filename: name }, { cookie, body })).body).toBe('success\n');
    expect(await upload(cookie, 'import.xml', fixture('import-pictures.xml'))).toEqual(['progress', 'success', '']);
    const images = (await t.database.db.execute(sql`select p.id, p.slug, p.image_count, pi.position, pi.key, pi.width,
        pi.source from products p join product_images pi on pi.product_id = p.id
      where p.external_id = 'guid-pan-2' order by pi.position`)) as unknown as {
      rows: {
        id: number;
        slug: string;
        image_count: number;
        position: number;
        key: string;
        width: number;
        source: string;
      }[];
    };
    expect(images.rows.map((r) => [r.image_count, r.position, r.width, r.source])).toEqual([
      [2, 0, 40, 'import_files/7a/7a1f-front.png'],
      [2, 1, 50, 'import_files/7a/7a1f-side.png'],
    ]);
    // The product page shows them as pictures of the pipeline, derived on request.
    const { id, slug } = images.rows[0] as { id: number; slug: string };
    const shown = (await t.app.inject({ url: `/api/v1/catalog/product/${slug}` })).json().data.product.images;
    expect(shown.map((i: { picture: { src: string; width: number } }) => i.picture)).toEqual([
      { src: `/images/p/${images.rows[0]?.key}`, width: 40, height: 30, placeholder: expect.stringMatching(COLOUR) },
      { src: `/images/p/${images.rows[1]?.key}`, width: 50, height: 30, placeholder: expect.stringMatching(COLOUR) },
    ]);
    const served = await t.app.inject({ url: `${shown[0].picture.src}/160.jpg` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // An old address of the drawn picture leads to the photograph.
    const first = await t.app.inject({ url: `/images/products/${id}/1.svg` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(`/images/p/${images.rows[0]?.key}/160.jpg`);
    expect((await t.app.inject({ url: `/images/products/${id}/3.svg` })).statusCode).toBe(404);

    const next = await signIn();
    await exchange({ mode: 'init' }, { cookie: next });
    for (const [name, body] of Object.entries(files))
      await exchange({ mode: 'file', filename: name }, { cookie: next, body });
    expect(await upload(next, 'import.xml', fixture('import-pictures.xml'))).toEqual(['progress', 'success', '']);
    const imports = (await t.database.db.execute(
      sql`select changed from catalogue_imports order by id desc limit 1`,
    )) as unknown as { rows: { changed: number }[] };
    expect(imports.rows[0]?.changed).toBe(0);
  });

  it('reports a picture that was not uploaded or is not a picture on its product’s line, and changes nothing', async () => {
    const cookie = await signIn();
    await exchange({ mode: 'init' }, { cookie });
    await exchange({ mode: 'file', filename: 'import_files/9b/side.png' }, { cookie, body: Buffer.from('<svg/>') });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<КоммерческаяИнформация ВерсияСхемы="2.07">',
      '<Каталог>',
      '<Товары>',
      '<Товар><Ид>guid-pan-2</Ид><Наименование>Сковорода гриль</Наименование>',
      '<Картинка>import_files/9b/front.png</Картинка><Картинка>import_files/9b/side.png</Картинка>',
      '</Товар></Товары></Каталог></КоммерческаяИнформация>',
    ].join('\n');
    expect(await upload(cookie, 'import.xml', Buffer.from(xml))).toEqual([
      'progress',
      'failure',
      'строка 5, Картинка: Картинка import_files/9b/front.png не загружена',
      'строка 5, Картинка: import_files/9b/side.png: загрузить можно только картинки JPEG, PNG, WebP или AVIF',
    ]);
    const count = (await t.database.db.execute(sql`select count(*)::int as n from product_images pi
      join products p on p.id = pi.product_id where p.external_id = 'guid-pan-2'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(count.rows[0]?.n).toBe(2);
  });
});
