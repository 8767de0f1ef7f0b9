import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { products } from '../../db/schema/catalog.ts';
import { contentEntries } from '../../db/schema/content.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';

let t: TestApp;
let editor: ReturnType<typeof callAs>;
let shopper: ReturnType<typeof callAs>;
let lookbook: { id: number; slug: string };
let product: { id: number; article: string };

beforeAll(async () => {
  t = await createTestApp();
  editor = callAs(t.app, (await createUserSession(t.database.db, { roles: ['content'] })).cookie);
  shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
  const [book] = await t.database.db
    .select({ id: contentEntries.id, slug: contentEntries.slug })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, 'lookbook'), eq(contentEntries.variant, 'ru'), eq(contentEntries.lang, 'ru')))
    .limit(1);
  const [published] = await t.database.db
    .select({ id: products.id, article: products.article })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(products.id)
    .limit(1);
  if (!book || !published) throw new Error('the seed has no lookbook or product');
  lookbook = book;
  product = published;
});
afterAll(async () => {
  await t.close();
});

type Look = { id: number; position: number; titleRu: string; updatedAt: string; products: { id: number }[] };

const looksOf = async (): Promise<Look[]> =>
  (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.looks;
/** The looks the shopper's lookbook page shows. */
const shown = async () => {
  const page = (await shopper({ url: `content/lookbooks/${lookbook.slug}` })).body.data;
  return page.body.find((b: { type: string }) => b.type === 'looks').looks as { id: number; title: string }[];
};
const audited = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

const body = (over: Record<string, unknown> = {}) => ({
  titleRu: 'Образ у окна',
  titleEn: 'A look by the window',
  category: 'kukhnya',
  image: 'uploads/2026/look.png',
  products: [product.article],
  ...over,
});

describe('looks editor', () => {
  it('refuses shoppers and entries that are no lookbook', async () => {
    expect((await shopper({ url: `staff/content/${lookbook.id}/looks` })).status).toBe(403);
    expect((await shopper({ method: 'POST', url: `staff/content/${lookbook.id}/looks`, body: body() })).status).toBe(
      403,
    );
    const [news] = await t.database.db
      .select({ id: contentEntries.id })
      .from(contentEntries)
      .where(eq(contentEntries.kind, 'news'))
      .limit(1);
    expect((await editor({ url: `staff/content/${news?.id}/looks` })).status).toBe(404);
  });

  it('names unknown products, a missing title and a category that is no top-level one', async () => {
    const before = await looksOf();
    const bad = await editor({
      method: 'POST',
      url: `staff/content/${lookbook.id}/looks`,
      body: body({
        titleRu: '',
        category: 'no-such',
        image: '',
        products: [product.article, 'NO-SUCH-SKU', '999999'],
      }),
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.error.fields as { name: string; message: string }[];
    expect(fields.map((f) => f.name).sort()).toEqual(['category', 'image', 'products', 'titleRu']);
    expect(fields.find((f) => f.name === 'products')?.message).toContain('NO-SUCH-SKU, 999999');
    expect(await looksOf()).toHaveLength(before.length);
  });

  it('adds a look the shopper sees, edits it, refuses a stale edit, moves it and deletes it, auditing each', async () => {
    const categories = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.categories;
    const category = categories[0].code;
    const before = await looksOf();
    const created = await editor({
      method: 'POST',
      url: `staff/content/${lookbook.id}/looks`,
      body: body({ category, products: [product.article, String(product.id)] }),
    });
    expect(created.status).toBe(201);
    const look = created.body.data;
    expect(look).toMatchObject({ position: before.length + 1, products: [{ id: product.id }] });
    expect((await shown()).at(-1)).toMatchObject({ id: look.id, title: 'Образ у окна' });
    expect(await audited('look.create', look.id)).toHaveLength(1);

    const edited = await editor({
      method: 'PUT',
      url: `staff/looks/${look.id}`,
      body: body({ category, titleRu: 'Образ на веранде', updatedAt: look.updatedAt }),
    });
    expect(edited.status).toBe(200);
    expect((await shown()).find((l) => l.id === look.id)?.title).toBe('Образ на веранде');
    const stale = await editor({
      method: 'PUT',
      url: `staff/looks/${look.id}`,
      body: body({ category, titleRu: 'Старый', updatedAt: look.updatedAt }),
    });
    expect(stale.status).toBe(409);
    const [update] = await audited('look.update', look.id);
    expect(update?.before).toMatchObject({ title: { ru: 'Образ у окна' } });
    expect(update?.after).toMatchObject({ title: { ru: 'Образ на веранде' } });

    const up = await editor({ method: 'POST', url: `staff/looks/${look.id}/move`, body: { direction: 'up' } });
    expect(up.body.data.position).toBe(before.length);
    expect((await shown()).at(-2)?.id).toBe(look.id);
    expect((await looksOf()).map((l) => l.position)).toEqual(before.map((_, i) => i + 1).concat(before.length + 1));
    const [second] = before;
    if (second) {
      const down = await editor({ method: 'POST', url: `staff/looks/${second.id}/move`, body: { direction: 'up' } });
      expect(down.body.data.position).toBe(1);
    }
    expect(await audited('look.move', look.id)).toHaveLength(1);

    expect((await editor({ method: 'DELETE', url: `staff/looks/${look.id}` })).status).toBe(200);
    expect((await editor({ url: `staff/looks/${look.id}` })).status).toBe(404);
    expect((await shown()).map((l) => l.id)).not.toContain(look.id);
    expect((await looksOf()).map((l) => l.position)).toEqual(before.map((_, i) => i + 1));
    expect(await audited('look.delete', look.id)).toHaveLength(1);
  });

  it('keeps positions 1…n under concurrent adds and moves', async () => {
    const categories = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.categories;
    const adds = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        editor({
          method: 'POST',
          url: `staff/content/${lookbook.id}/looks`,
          body: body({ category: categories[0].code, titleRu: `Образ ${i}` }),
        }),
      ),
    );
    expect(adds.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    await Promise.all(
      adds.map((a, i) =>
        editor({
          method: 'POST',
          url: `staff/looks/${a.body.data.id}/move`,
          body: { direction: i % 2 ? 'up' : 'down' },
        }),
      ),
    );
    const positions = (await looksOf()).map((l) => l.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it('shows a draft lookbook’s looks in its preview, never to shoppers', async () => {
    const entry = await editor({
      method: 'POST',
      url: 'staff/content',
      body: {
        kind: 'lookbooks',
        variant: 'ru',
        lang: 'ru',
        slug: 'draft-looks',
        title: 'Черновик',
        body: '[looks: draft-looks]',
      },
    });
    expect(entry.status).toBe(201);
    const categories = (await editor({ url: `staff/content/${entry.body.data.id}/looks` })).body.data.categories;
    const look = await editor({
      method: 'POST',
      url: `staff/content/${entry.body.data.id}/looks`,
      body: body({ category: categories[0].code }),
    });
    expect(look.status).toBe(201);
    const preview = (await editor({ url: `staff/content/${entry.body.data.id}/preview` })).body.data;
    const looks = preview.body.find((b: { type: string }) => b.type === 'looks').looks;
    expect(looks.map((l: { id: number }) => l.id)).toEqual([look.body.data.id]);
    expect((await shopper({ url: 'content/lookbooks/draft-looks' })).status).toBe(404);
  });

  it('finds products by SKU for the picker', async () => {
    const found = await editor({ url: `staff/looks/products?q=${encodeURIComponent(product.article)}` });
    expect(found.status).toBe(200);
    expect(found.body.data[0]).toMatchObject({ id: product.id, article: product.article });
    // Words of the name, not of the stored JSON's keys.
    const byName = (await editor({ url: 'staff/looks/products?q=ru' })).body.data as {
      name: { ru: string; en: string; kk: string };
    }[];
    expect(byName.every((p) => Object.values(p.name).some((n) => n.toLowerCase().includes('ru')))).toBe(true);
  });
});
