import { LOOK_MESSAGES } from '@storefront/domain/content-markup';
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
/** The looks the staff preview of the lookbook shows. */
const previewed = async () => {
  const page = (await editor({ url: `staff/content/${lookbook.id}/preview` })).body.data;
  return page.body.find((b: { type: string }) => b.type === 'looks').looks as { id: number; title: string }[];
};
/** The looks a shopper's lookbook page at `slug` shows. */
const shownOf = async (slug: string) => {
  const page = (await shopper({ url: `content/lookbooks/${slug}` })).body.data;
  return page.body.find((b: { type: string }) => b.type === 'looks').looks as { id: number; title: string }[];
};
/** The first lookbook of the kz shop, in Russian and in Kazakh (one lookbook: its looks are shared). */
const kzLookbook = async () => {
  const [ru, kk] = await Promise.all(
    ['ru', 'kk'].map(async (lang) => {
      const [row] = await t.database.db
        .select({ id: contentEntries.id, slug: contentEntries.slug })
        .from(contentEntries)
        .where(
          and(eq(contentEntries.kind, 'lookbook'), eq(contentEntries.variant, 'kz'), eq(contentEntries.lang, lang)),
        )
        .orderBy(contentEntries.position)
        .limit(1);
      return row;
    }),
  );
  if (!ru || !kk) throw new Error('the seed has no kz lookbook in ru and kk');
  return { ru, kk };
};
/** Publishes or discards the lookbook's pending looks as the editor last listed them. */
const settle = async (action: 'publish' | 'discard', id = lookbook.id) => {
  const { pendingUpdatedAt } = (await editor({ url: `staff/content/${id}/looks` })).body.data;
  return action === 'publish'
    ? editor({ method: 'POST', url: `staff/content/${id}/looks/publish`, body: { updatedAt: pendingUpdatedAt } })
    : editor({
        method: 'DELETE',
        url: `staff/content/${id}/looks/draft?updatedAt=${encodeURIComponent(pendingUpdatedAt)}`,
      });
};
/** An edit of an entry as the editor loaded it. */
const editOf = (e: Record<string, unknown>) => ({
  kind: e.kind,
  variant: e.variant,
  lang: e.lang,
  slug: e.slug,
  title: e.title,
  summary: e.summary,
  metaTitle: e.metaTitle,
  metaDescription: e.metaDescription,
  cover: e.cover,
  publishedAt: e.publishedAt,
  body: e.body,
  updatedAt: e.updatedAt,
});
const auditedLookbook = async (action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityType, 'lookbook')));
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
    const fields = bad.body.error.fields as { name: string; message: string; params?: unknown }[];
    expect(fields.map((f) => f.name).sort()).toEqual(['category', 'image', 'products', 'titleRu']);
    expect(fields).toEqual(
      expect.arrayContaining([
        { name: 'titleRu', message: LOOK_MESSAGES.titleNeeded },
        { name: 'category', message: LOOK_MESSAGES.categoryNeeded },
        { name: 'image', message: LOOK_MESSAGES.imageNeeded },
        { name: 'products', message: LOOK_MESSAGES.unknownProducts, params: { list: 'NO-SUCH-SKU, 999999' } },
      ]),
    );
    expect(await looksOf()).toHaveLength(before.length);
  });

  it('keeps a published lookbook’s look changes pending until it is published, previewed, auditing each', async () => {
    const categories = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.categories;
    const category = categories[0].code;
    const before = await looksOf();
    const live = await shown();
    expect(live.map((l) => l.id)).toEqual(before.map((l) => l.id));
    const created = await editor({
      method: 'POST',
      url: `staff/content/${lookbook.id}/looks`,
      body: body({ category, products: [product.article, String(product.id)] }),
    });
    expect(created.status).toBe(201);
    const look = created.body.data;
    expect(look).toMatchObject({ position: before.length + 1, pending: true, products: [{ id: product.id }] });
    // Shoppers keep the published looks; the editor's list and preview show the pending ones.
    expect(await shown()).toEqual(live);
    const listed = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data;
    expect(listed.pendingLooks).toBe(true);
    expect(listed.looks.at(-1)).toMatchObject({ id: look.id, titleRu: 'Образ у окна' });
    expect((await previewed()).at(-1)).toMatchObject({ id: look.id, title: 'Образ у окна' });
    expect((await editor({ url: `staff/content/${lookbook.id}` })).body.data).toMatchObject({
      pendingChanges: false,
      pendingLooks: true,
    });
    expect(await audited('look.create', look.id)).toHaveLength(1);

    // A published look edited by its live id: its pending copy changes, the live one does not.
    const [first] = before;
    if (!first) throw new Error('the seeded lookbook has no looks');
    const copy = (await editor({ url: `staff/looks/${first.id}` })).body.data;
    expect(copy).toMatchObject({ pending: true, titleRu: first.titleRu, updatedAt: first.updatedAt });
    const renamed = await editor({
      method: 'PUT',
      url: `staff/looks/${first.id}`,
      body: body({ category, titleRu: 'Новое имя', updatedAt: first.updatedAt }),
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: copy.id, titleRu: 'Новое имя' });
    expect((await shown()).find((l) => l.id === first.id)?.title).toBe(live[0]?.title);
    expect((await previewed())[0]).toMatchObject({ id: copy.id, title: 'Новое имя' });

    const edited = await editor({
      method: 'PUT',
      url: `staff/looks/${look.id}`,
      body: body({ category, titleRu: 'Образ на веранде', updatedAt: look.updatedAt }),
    });
    expect(edited.status).toBe(200);
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
    expect((await looksOf()).map((l) => l.position)).toEqual(before.map((_, i) => i + 1).concat(before.length + 1));
    expect(await audited('look.move', look.id)).toHaveLength(1);
    const [, second] = before;
    if (!second) throw new Error('the seeded lookbook has one look');
    expect((await editor({ method: 'DELETE', url: `staff/looks/${second.id}` })).status).toBe(200);
    expect((await editor({ url: `staff/looks/${second.id}` })).status).toBe(404);
    expect((await looksOf()).map((l) => l.position)).toEqual(before.map((_, i) => i + 1));
    expect(await shown()).toEqual(live);

    // Publishing the pending looks as the editor saw them: a version changed since is refused.
    const seen = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.pendingUpdatedAt;
    const stalePublish = await editor({
      method: 'POST',
      url: `staff/content/${lookbook.id}/looks/publish`,
      body: { updatedAt: listed.pendingUpdatedAt },
    });
    expect(stalePublish.status).toBe(409);
    expect(await shown()).toEqual(live);
    // Live looks keep their ids.
    const published = await editor({
      method: 'POST',
      url: `staff/content/${lookbook.id}/looks/publish`,
      body: { updatedAt: seen },
    });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ pendingLooks: false, pendingUpdatedAt: null });
    const after = await shown();
    const kept = before.filter((l) => l.id !== second.id).map((l) => l.id);
    expect(after.map((l) => l.id)).toEqual([...kept.slice(0, -1), look.id, ...kept.slice(-1)]);
    expect(after[0]).toMatchObject({ id: first.id, title: 'Новое имя' });
    expect(after.find((l) => l.id === look.id)?.title).toBe('Образ на веранде');
    expect((await looksOf()).map((l) => l.id)).toEqual(after.map((l) => l.id));
    expect((await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.pendingLooks).toBe(false);
    expect(await auditedLookbook('looks.publish')).toHaveLength(1);

    // No pending looks are left to publish or discard.
    expect(
      (await editor({ method: 'DELETE', url: `staff/content/${lookbook.id}/looks/draft?updatedAt=${seen}` })).status,
    ).toBe(404);
    expect((await editor({ method: 'DELETE', url: `staff/looks/${look.id}` })).status).toBe(200);
    expect((await settle('publish')).status).toBe(200);
    expect((await shown()).map((l) => l.id)).not.toContain(look.id);
  });

  it('drops pending look changes when they are discarded', async () => {
    const live = await shown();
    const [first] = await looksOf();
    if (!first) throw new Error('the seeded lookbook has no looks');
    const moved = await editor({ method: 'POST', url: `staff/looks/${first.id}/move`, body: { direction: 'down' } });
    expect(moved.status).toBe(200);
    expect((await previewed()).map((l) => l.title)).not.toEqual(live.map((l) => l.title));
    expect(await shown()).toEqual(live);

    const discarded = await settle('discard');
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.pendingLooks).toBe(false);
    expect((await looksOf()).map((l) => l.id)).toEqual(live.map((l) => l.id));
    expect((await previewed()).map((l) => l.id)).toEqual(live.map((l) => l.id));
    expect(await shown()).toEqual(live);
    expect(await auditedLookbook('looks.discard')).toHaveLength(1);
  });

  it('keeps a lookbook’s looks and its [looks: …] line through a slug rename', async () => {
    const categories = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.categories;
    // A new lookbook's text gets its looks line.
    const created = await editor({
      method: 'POST',
      url: 'staff/content',
      body: {
        kind: 'lookbooks',
        variant: 'ru',
        lang: 'ru',
        slug: 'to-rename',
        title: 'Переименуемый',
        body: 'Вступление',
      },
    });
    expect(created.status).toBe(201);
    const entry = created.body.data;
    expect(entry.body).toBe('Вступление\n\n[looks: to-rename]');
    const look = await editor({
      method: 'POST',
      url: `staff/content/${entry.id}/looks`,
      body: body({ category: categories[0].code }),
    });
    expect(look.status).toBe(201);
    expect(look.body.data.pending).toBe(false);

    // A draft's rename: the looks stay, the line follows.
    const draftRename = await editor({
      method: 'PUT',
      url: `staff/content/${entry.id}`,
      body: { ...editOf(entry), slug: 'renamed-draft' },
    });
    expect(draftRename.status).toBe(200);
    expect(draftRename.body.data.body).toBe('Вступление\n\n[looks: renamed-draft]');
    expect((await editor({ url: `staff/content/${entry.id}/looks` })).body.data.looks.map((l: Look) => l.id)).toEqual([
      look.body.data.id,
    ]);
    expect((await editor({ method: 'POST', url: `staff/content/${entry.id}/publish` })).status).toBe(200);
    expect((await shownOf('renamed-draft')).map((l) => l.id)).toEqual([look.body.data.id]);
    // Another entry shows the lookbook's looks by its slug of the time.
    const news = await editor({
      method: 'POST',
      url: 'staff/content',
      body: {
        kind: 'news',
        variant: 'ru',
        lang: 'ru',
        slug: 'looks-of-renamed',
        title: 'Новость',
        body: '[looks: renamed-draft]',
      },
    });
    expect(news.status).toBe(201);
    expect((await editor({ method: 'POST', url: `staff/content/${news.body.data.id}/publish` })).status).toBe(200);
    const newsLooks = async (url: string, as = shopper) =>
      ((await as({ url })).body.data.body.find((b: { type: string }) => b.type === 'looks')?.looks ?? []).map(
        (l: { id: number; lookbook: { slug: string } }) => [l.id, l.lookbook.slug],
      );
    expect(await newsLooks('content/news/looks-of-renamed')).toEqual([[look.body.data.id, 'renamed-draft']]);

    // A published lookbook's rename waits as its pending change; once published, the looks are at the new address.
    const published = (await editor({ url: `staff/content/${entry.id}` })).body.data;
    const pending = await editor({
      method: 'PUT',
      url: `staff/content/${entry.id}`,
      body: { ...editOf(published), slug: 'renamed-live' },
    });
    expect(pending.status).toBe(200);
    expect(pending.body.data.body).toBe('Вступление\n\n[looks: renamed-live]');
    expect((await shownOf('renamed-draft')).map((l) => l.id)).toEqual([look.body.data.id]);
    const preview = (await editor({ url: `staff/content/${entry.id}/preview` })).body.data;
    expect(preview.body.find((b: { type: string }) => b.type === 'looks').looks).toHaveLength(1);
    expect((await editor({ method: 'POST', url: `staff/content/${entry.id}/publish` })).status).toBe(200);
    expect((await shownOf('renamed-live')).map((l) => l.id)).toEqual([look.body.data.id]);
    // The old address is not the page itself: it has moved (a 301 on the shop).
    expect((await shopper({ url: 'content/lookbooks/renamed-draft' })).status).toBe(404);
    expect((await shopper({ url: 'content/moved?kind=lookbooks&slug=renamed-draft' })).body.data.url).toBe(
      '/lookbook/renamed-live/',
    );
    // The other entry's line names the old slug: it still shows the looks, linked at the new address,
    // to shoppers and in its preview.
    expect(await newsLooks('content/news/looks-of-renamed')).toEqual([[look.body.data.id, 'renamed-live']]);
    expect(await newsLooks(`staff/content/${news.body.data.id}/preview`, editor)).toEqual([
      [look.body.data.id, 'renamed-live'],
    ]);
  });

  it('shares one lookbook’s looks between its languages in a shop, whatever their slugs', async () => {
    const { ru, kk } = await kzLookbook();
    const ids = async (id: number) =>
      (await editor({ url: `staff/content/${id}/looks` })).body.data.looks.map((l: Look) => l.id);
    const shared = await ids(ru.id);
    expect(shared.length).toBeGreaterThan(0);
    expect(await ids(kk.id)).toEqual(shared);
    const kkEntry = (await editor({ url: `staff/content/${kk.id}` })).body.data;
    expect(
      (await editor({ method: 'PUT', url: `staff/content/${kk.id}`, body: { ...editOf(kkEntry), slug: 'kk-slug' } }))
        .status,
    ).toBe(200);
    expect((await editor({ method: 'POST', url: `staff/content/${kk.id}/publish` })).status).toBe(200);
    expect(await ids(kk.id)).toEqual(shared);
    // The Kazakh page at its new slug shows the lookbook's looks.
    const page = await t.app.inject({
      url: '/kz/api/v1/content/lookbooks/kk-slug',
      headers: { cookie: 'locale=kk-KZ' },
    });
    expect(page.statusCode).toBe(200);
    const looks = page.json().data.body.find((b: { type: string }) => b.type === 'looks').looks;
    expect(looks.map((l: { id: number }) => l.id)).toEqual(shared);
  });

  it('publishes or discards one language’s text without the looks it shares with the others', async () => {
    const { ru, kk } = await kzLookbook();
    const kzLooks = async (entry: { slug: string }, locale: string) => {
      const page = await t.app.inject({
        url: `/kz/api/v1/content/lookbooks/${entry.slug}`,
        headers: { cookie: `locale=${locale}` },
      });
      return page
        .json()
        .data.body.find((b: { type: string }) => b.type === 'looks')
        .looks.map((l: Look) => l.id);
    };
    const live = await kzLooks(kk, 'kk-KZ');
    expect(live.length).toBeGreaterThan(1);
    // One editor moves the first look down: a pending change of the looks every language shows.
    const moved = await editor({ method: 'POST', url: `staff/looks/${live[0]}/move`, body: { direction: 'down' } });
    expect(moved.status).toBe(200);
    const pendingOrder = (await editor({ url: `staff/content/${ru.id}/looks` })).body.data.looks.map((l: Look) => l.id);

    // Another publishes the Kazakh text's edit, and discards one of the Russian text.
    const kkEntry = (await editor({ url: `staff/content/${kk.id}` })).body.data;
    const kkEdit = await editor({
      method: 'PUT',
      url: `staff/content/${kk.id}`,
      body: { ...editOf(kkEntry), title: `${kkEntry.title} (жаңа)` },
    });
    expect(kkEdit.body.data).toMatchObject({ pendingChanges: true, pendingLooks: true });
    const kkPublished = await editor({ method: 'POST', url: `staff/content/${kk.id}/publish` });
    expect(kkPublished.body.data).toMatchObject({ pendingChanges: false, pendingLooks: true });
    const ruEntry = (await editor({ url: `staff/content/${ru.id}` })).body.data;
    expect(
      (await editor({ method: 'PUT', url: `staff/content/${ru.id}`, body: { ...editOf(ruEntry), title: 'Другое' } }))
        .status,
    ).toBe(200);
    const ruDiscarded = await editor({ method: 'DELETE', url: `staff/content/${ru.id}/draft` });
    expect(ruDiscarded.body.data).toMatchObject({ pendingChanges: false, pendingLooks: true });
    expect((await editor({ method: 'DELETE', url: `staff/content/${ru.id}/draft` })).status).toBe(404);

    // The looks stay pending: shoppers keep the live ones, the previews show the pending ones.
    const listed = (await editor({ url: `staff/content/${kk.id}/looks` })).body.data;
    expect(listed.pendingLooks).toBe(true);
    expect(listed.looks.map((l: Look) => l.id)).toEqual(pendingOrder);
    expect(await kzLooks(kk, 'kk-KZ')).toEqual(live);
    expect(await kzLooks(ru, 'ru-RU')).toEqual(live);
    const preview = (await editor({ url: `staff/content/${kk.id}/preview` })).body.data;
    expect(preview.body.find((b: { type: string }) => b.type === 'looks').looks.map((l: Look) => l.id)).toEqual(
      pendingOrder,
    );

    // Published on their own, from either language's looks page: every language shows them.
    const published = await settle('publish', kk.id);
    expect(published.status).toBe(200);
    const [audit] = (await auditedLookbook('looks.publish')).slice(-1);
    expect(audit?.entityId).toBe(String(listed.looks[0].lookbookId));
    expect(await kzLooks(ru, 'ru-RU')).toEqual(await kzLooks(kk, 'kk-KZ'));
    expect((await kzLooks(kk, 'kk-KZ'))[1]).toBe(live[0]);
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

  it('keeps positions 1…n and loses no look when changes race the lookbook’s publishing', async () => {
    const categories = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.categories;
    const before = await looksOf();
    // A live look's id: it names the look whether the publishing comes before or after the move.
    const [first] = await shown();
    if (!first) throw new Error('the seeded lookbook has no looks');
    // The pending looks as the editor publishing them saw them, before the racing changes.
    expect(
      (await editor({ method: 'POST', url: `staff/looks/${first.id}/move`, body: { direction: 'down' } })).status,
    ).toBe(200);
    const seen = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.pendingUpdatedAt;
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        editor({
          method: 'POST',
          url: `staff/content/${lookbook.id}/looks`,
          body: body({ category: categories[0].code, titleRu: `Гонка ${i}` }),
        }),
      ),
      editor({ method: 'POST', url: `staff/looks/${first.id}/move`, body: { direction: 'up' } }),
      editor({ method: 'POST', url: `staff/content/${lookbook.id}/looks/publish`, body: { updatedAt: seen } }),
    ]);
    expect(results.slice(0, 5).map((r) => r.status)).toEqual([201, 201, 201, 201, 200]);
    // Published when it came first; else refused, as the looks changed after the editor saw them.
    expect([200, 409]).toContain(results[5]?.status);
    // Whatever came after (or instead of) the publishing is still pending: publish it, then shoppers see every look.
    expect((await settle('publish')).status).toBe(200);
    const live = await shown();
    expect(live).toHaveLength(before.length + 4);
    expect(live.filter((l) => l.title.startsWith('Гонка '))).toHaveLength(4);
    const positions = (await looksOf()).map((l) => l.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
  });

  it('keeps a lookbook’s pending looks pending when its text is unpublished and published again', async () => {
    const categories = (await editor({ url: `staff/content/${lookbook.id}/looks` })).body.data.categories;
    const created = await editor({
      method: 'POST',
      url: 'staff/content',
      body: { kind: 'lookbooks', variant: 'ru', lang: 'ru', slug: 'to-unpublish', title: 'Снимаемый', body: '' },
    });
    const id = created.body.data.id;
    const add = (titleRu: string) =>
      editor({
        method: 'POST',
        url: `staff/content/${id}/looks`,
        body: body({ category: categories[0].code, titleRu }),
      });
    expect((await add('Первый')).body.data.pending).toBe(false);
    expect((await editor({ method: 'POST', url: `staff/content/${id}/publish` })).status).toBe(200);
    expect((await add('Второй')).body.data.pending).toBe(true);
    expect((await shownOf('to-unpublish')).map((l) => l.title)).toEqual(['Первый']);

    const unpublished = await editor({ method: 'POST', url: `staff/content/${id}/unpublish` });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data).toMatchObject({ pendingChanges: false, pendingLooks: true });
    expect((await shopper({ url: 'content/lookbooks/to-unpublish' })).status).toBe(404);
    const listed = (await editor({ url: `staff/content/${id}/looks` })).body.data;
    expect(listed.pendingLooks).toBe(true);
    expect(listed.looks.map((l: { titleRu: string; pending: boolean }) => [l.titleRu, l.pending])).toEqual([
      ['Первый', true],
      ['Второй', true],
    ]);
    // Changes go on to the pending set; the text published again shows the live looks only.
    expect((await add('Третий')).body.data.pending).toBe(true);
    expect((await editor({ method: 'POST', url: `staff/content/${id}/publish` })).status).toBe(200);
    expect((await shownOf('to-unpublish')).map((l) => l.title)).toEqual(['Первый']);
    expect((await settle('publish', id)).status).toBe(200);
    expect((await shownOf('to-unpublish')).map((l) => l.title)).toEqual(['Первый', 'Второй', 'Третий']);
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
