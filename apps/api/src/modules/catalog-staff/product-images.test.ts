import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngHeader } from '../../test/png.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
let cookie: string;
let product: { id: number; slug: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'product-images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
  const found = (await t.database.db.execute(sql`select p.id, p.slug from products p
    where p.published and exists (select 1 from product_prices pp where pp.product_id = p.id and pp.variant = 'ru')
    order by p.id limit 1`)) as unknown as { rows: (typeof product)[] };
  product = found.rows[0] as typeof product;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/products/${product.id}/images`,
    headers: { cookie, 'content-type': 'image/png' },
    payload: body,
  });
const arrange = (images: { key: string; alt?: Record<string, string> }[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/products/${product.id}/images`,
    headers: { cookie },
    payload: { images },
  });
const page = async () => (await t.app.inject({ url: `/api/v1/catalog/product/${product.slug}` })).json().data.product;

describe('product pictures in the back office', () => {
  it('uploads pictures checked by their bytes; the product’s picture addresses lead to them', async () => {
    const refused = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { name: 'image', message: 'staff.catalogue.error.image', params: { mb: '5' } },
    ]);
    expect((await upload(pngHeader(4))).statusCode).toBe(201);
    const second = await upload(pngHeader(5));
    expect(second.statusCode).toBe(201);
    const images = second.json().data.images;
    expect(images.map((i: { width: number; source: string | null }) => [i.width, i.source])).toEqual([
      [4, null],
      [5, null],
    ]);
    expect(images[0].src).toBe(`/images/content/${images[0].key}`);
    const first = await t.app.inject({ url: `/images/products/${product.id}/1.svg` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(images[0].src);
    const shown = await page();
    expect(shown.images).toHaveLength(2);
    expect(shown.images[0].alt).toMatch(/ — 1$/);
  });

  it('reorders, sets alt texts per language and removes pictures; a key not the product’s is refused', async () => {
    await upload(pngHeader(6));
    const detail = (await t.app.inject({ url: `/api/v1/staff/products/${product.id}`, headers: { cookie } })).json()
      .data;
    expect(detail.images).toHaveLength(3);
    const [front, side, third] = detail.images;
    const bad = await arrange([{ key: 'products/not-this-one.png' }, { key: front.key }, { key: front.key }]);
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
    for (let i = 0; i < 9; i += 1) expect((await upload(pngHeader(10 + i))).statusCode).toBe(201);
    const tenth = await upload(pngHeader(30));
    expect(tenth.statusCode).toBe(400);
    expect(tenth.json().error.fields).toEqual([
      { name: 'image', message: 'staff.catalogue.error.images', params: { max: '9' } },
    ]);
  });
});
