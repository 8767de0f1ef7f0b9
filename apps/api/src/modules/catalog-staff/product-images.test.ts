import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/picture.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
let cookie: string;
let product: { id: number; slug: string; article: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
  const found = (await t.database.db.execute(sql`select p.id, p.slug, p.article from products p
    where p.published and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant = 'ru')
    order by p.id limit 1`)) as unknown as { rows: (typeof product)[] };
  product = found.rows[0] as typeof product;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer, name = 'photo.png') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/products/${product.id}/images?name=${encodeURIComponent(name)}`,
    headers: { cookie, 'content-type': 'image/png' },
    payload: body,
  });
/** A different picture for each `n`. */
const picture = (n: number) => samplePicture(40 + n, 30, `#${(0x203040 + n * 0x030201).toString(16)}`, 'png');
const PICTURE = {
  src: expect.stringMatching(/^\/images\/p\/[0-9a-f]{16}$/),
  placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
};
const arrange = (images: { key: string; alt?: Record<string, string> }[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/products/${product.id}/images`,
    headers: { cookie },
    payload: { images },
  });
const page = async () => (await t.app.inject({ url: `/api/v1/catalog/product/${product.slug}` })).json().data.product;

describe('product pictures in the back office', () => {
  it('uploads pictures read by their bytes; a bad file is refused by name; the page shows them as Pictures', async () => {
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'drawing.svg');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().error.fields).toEqual([
      { name: 'image', message: 'staff.picture.error.notPicture', params: { file: 'drawing.svg', mb: '40', mp: '50' } },
    ]);
    const fake = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]), 'fake.jpg');
    expect(fake.json().error.fields[0]).toMatchObject({
      message: 'staff.picture.error.notPicture',
      params: { file: 'fake.jpg' },
    });
    expect((await upload(await picture(4))).statusCode).toBe(201);
    const second = await upload(await picture(5));
    expect(second.statusCode).toBe(201);
    // The same picture again is the same one: nothing is added.
    const again = await upload(await picture(5), 'copy.png');
    expect(again.statusCode).toBe(201);
    const images = again.json().data.images;
    expect(images.map((i: { picture: object; source: string | null }) => [i.picture, i.source])).toEqual([
      [{ ...PICTURE, width: 44, height: 30 }, null],
      [{ ...PICTURE, width: 45, height: 30 }, null],
    ]);
    expect(images[0].picture.src).toBe(`/images/p/${images[0].key}`);
    const shown = await page();
    expect(shown.images.map((i: { picture: object }) => i.picture)).toEqual(
      images.map((i: { picture: object }) => i.picture),
    );
    expect(shown.images[0].alt).toMatch(/ — 1$/);
    // A listing's card too (a search by the article finds the product).
    const listed = await t.app.inject({ url: `/api/v1/catalog?type=search&query=${product.article}` });
    const card = listed.json().data.items.find((c: { id: number }) => c.id === product.id);
    expect(card.images).toEqual(images.map((i: { picture: object }) => i.picture));
    const avif = await t.app.inject({ url: `${images[0].picture.src}/160.avif` });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toContain('immutable');
  });

  it('reorders, sets alt texts per language and removes pictures; a key not the product’s is refused', async () => {
    await upload(await picture(6));
    const detail = (await t.app.inject({ url: `/api/v1/staff/products/${product.id}`, headers: { cookie } })).json()
      .data;
    expect(detail.images).toHaveLength(3);
    const [front, side, third] = detail.images;
    const bad = await arrange([{ key: '0123456789abcdef' }, { key: front.key }, { key: front.key }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((f: { name: string }) => f.name)).toEqual(['images.0.key', 'images.2.key']);
    const arranged = await arrange([
      { key: side.key, alt: { ru: 'Сковорода сбоку', en: 'The pan from the side', kk: '' } },
      { key: front.key },
    ]);
    expect(arranged.statusCode).toBe(200);
    expect(arranged.json().data.images.map((i: { key: string; alt: object }) => [i.key, i.alt])).toEqual([
      [side.key, { ru: 'Сковорода сбоку', en: 'The pan from the side' }],
      [front.key, {}],
    ]);
    expect(arranged.json().data.images.some((i: { key: string }) => i.key === third.key)).toBe(false);
    const shown = await page();
    expect(shown.images.map((i: { alt: string }) => i.alt)).toEqual([
      'Сковорода сбоку',
      expect.stringMatching(/ — 2$/),
    ]);
    // The back office's list shows the main picture as the row's thumbnail.
    const listed = await t.app.inject({ url: `/api/v1/staff/products?q=${product.article}`, headers: { cookie } });
    const row = listed.json().data.list.find((r: { id: number }) => r.id === product.id);
    expect(row.picture).toEqual(arranged.json().data.images[0].picture);
    // The same arrangement again writes nothing.
    const audits = async () =>
      (
        (await t.database.db.execute(
          sql`select count(*)::int as n from audit_log where action = 'product.images'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]?.n;
    const before = await audits();
    await arrange([{ key: side.key, alt: { ru: 'Сковорода сбоку', en: 'The pan from the side' } }, { key: front.key }]);
    expect(await audits()).toBe(before);
    expect((await arrange([])).json().data.images).toEqual([]);
    const drawn = await t.app.inject({ url: `/images/products/${product.id}/1.svg` });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toContain('image/svg+xml');
  });

  it('keeps at most nine pictures', async () => {
    for (let i = 0; i < 9; i += 1) expect((await upload(await picture(10 + i))).statusCode).toBe(201);
    const tenth = await upload(await picture(30), 'tenth.png');
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json().error.fields).toEqual([
      { name: 'image', message: 'staff.catalogue.error.images', params: { max: '9', file: 'tenth.png' } },
    ]);
  });
});
