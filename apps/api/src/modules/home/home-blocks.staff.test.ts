import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { staffApiTest } from '../../test/staff-api-test.ts';

const users = staffApiTest();

/** What the Russian shop's home page shows now. */
const homeBlocks = async () => (await users.shopper({ url: 'pages/main' })).body.data.blocks;
const banner = (extra = {}) => ({
  variant: 'ru',
  kind: 'banner',
  titleRu: 'Осенняя распродажа',
  titleEn: 'Autumn sale',
  image: 'demo/news/ru-1.svg',
  link: '/catalog/',
  published: true,
  ...extra,
});

describe('home blocks editor', () => {
  it('seeds each variant with the popular products block the page showed', async () => {
    const [popular] = await homeBlocks();
    expect(popular).toMatchObject({ kind: 'collection', title: 'Популярные товары' });
    expect(popular.products).toHaveLength(12);
    const listed = (await users.editor({ url: 'staff/home-blocks?variant=kz' })).body.data;
    expect(listed).toMatchObject([
      { kind: 'collection', collection: null, published: true, titleKk: 'Танымал тауарлар' },
    ]);
  });

  it('refuses shoppers and checks titles, picture, link and collection', async () => {
    expect((await users.shopper({ url: 'staff/home-blocks' })).status).toBe(403);
    expect((await users.shopper({ method: 'POST', url: 'staff/home-blocks', body: banner() })).status).toBe(403);
    const bad = await users.editor({
      method: 'POST',
      url: 'staff/home-blocks',
      body: banner({ variant: 'kz', titleRu: '', image: null, link: '/no-such-page/' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.map((f: { name: string }) => f.name).sort()).toEqual([
      'image',
      'link',
      'titleKk',
      'titleRu',
    ]);
    const outside = await users.editor({
      method: 'POST',
      url: 'staff/home-blocks',
      body: banner({ link: 'https://evil.example/' }),
    });
    expect(outside.body.error.fields).toEqual([expect.objectContaining({ name: 'link' })]);
    const collection = await users.editor({
      method: 'POST',
      url: 'staff/home-blocks',
      body: { variant: 'ru', kind: 'collection', titleRu: 'Подборка', titleEn: 'Picks', collection: 'No such' },
    });
    expect(collection.body.error.fields).toEqual([expect.objectContaining({ name: 'collection' })]);
  });

  it('creates, edits, moves, unpublishes and deletes a banner; shoppers follow; edits are audited', async () => {
    const created = await users.editor({ method: 'POST', url: 'staff/home-blocks', body: banner() });
    expect(created.status).toBe(201);
    const block = created.body.data;
    expect(block.position).toBe(2);
    expect((await homeBlocks()).map((b: { kind: string }) => b.kind)).toEqual(['collection', 'banner']);

    const [collection] = (await users.editor({ url: 'staff/home-blocks/collections' })).body.data;
    const picks = await users.editor({
      method: 'POST',
      url: 'staff/home-blocks',
      body: { variant: 'ru', kind: 'collection', titleRu: 'Подборка', titleEn: 'Picks', collection },
    });
    expect(picks.status).toBe(201);
    expect(picks.body.data.published).toBe(false);

    const moved = await users.editor({
      method: 'POST',
      url: `staff/home-blocks/${block.id}/move`,
      body: { direction: 'up' },
    });
    expect(moved.body.data.position).toBe(1);
    // Both blocks are shown: the move waits as the pending order until it is published.
    expect((await homeBlocks())[0].kind).toBe('collection');
    await users.editor({ method: 'POST', url: 'staff/home-blocks/order/ru/publish' });
    const [first] = await homeBlocks();
    expect(first).toMatchObject({ kind: 'banner', title: 'Осенняя распродажа', link: '/catalog/' });
    expect(first.image.src).toContain('/images/content/demo/news/ru-1.svg');

    const edited = await users.editor({
      method: 'PUT',
      url: `staff/home-blocks/${block.id}`,
      body: banner({ titleRu: 'Зимняя распродажа', updatedAt: moved.body.data.updatedAt }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ titleRu: 'Зимняя распродажа', pendingChanges: true });
    expect((await homeBlocks())[0].title).toBe('Осенняя распродажа');
    const published = await users.editor({ method: 'POST', url: `staff/home-blocks/${block.id}/publish` });
    expect(published.body.data.pendingChanges).toBe(false);
    expect((await homeBlocks())[0].title).toBe('Зимняя распродажа');
    const stale = await users.editor({
      method: 'PUT',
      url: `staff/home-blocks/${block.id}`,
      body: banner({ titleRu: 'Старое', updatedAt: moved.body.data.updatedAt }),
    });
    expect(stale.status).toBe(409);

    await users.editor({
      method: 'PUT',
      url: `staff/home-blocks/${block.id}`,
      body: banner({ published: false, updatedAt: published.body.data.updatedAt }),
    });
    expect((await homeBlocks()).map((b: { kind: string }) => b.kind)).toEqual(['banner', 'collection']);
    await users.editor({ method: 'POST', url: `staff/home-blocks/${block.id}/publish` });
    expect((await homeBlocks()).map((b: { kind: string }) => b.kind)).toEqual(['collection']);

    expect((await users.editor({ method: 'DELETE', url: `staff/home-blocks/${block.id}` })).status).toBe(200);
    expect((await users.editor({ url: `staff/home-blocks/${block.id}` })).status).toBe(404);
    const actions = await users.t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'home-block'), eq(auditLog.entityId, String(block.id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((a) => a.action)).toEqual([
      'home-block.create',
      'home-block.draft',
      'home-block.publish',
      'home-block.draft',
      'home-block.publish',
      'home-block.delete',
    ]);
    expect(actions[1]?.before).toMatchObject({ title: { ru: 'Осенняя распродажа' } });
    expect(actions[1]?.after).toMatchObject({ title: { ru: 'Зимняя распродажа' } });
    expect(actions[2]?.before).toMatchObject({ title: { ru: 'Осенняя распродажа' } });
    expect(actions[2]?.after).toMatchObject({ title: { ru: 'Зимняя распродажа' } });
  });

  it('keeps a published banner’s edit pending: previewed, hidden from shoppers until published or discarded', async () => {
    const block = (await users.editor({ method: 'POST', url: 'staff/home-blocks', body: banner() })).body.data;
    const edit = (titleRu: string, updatedAt: string) =>
      users.editor({ method: 'PUT', url: `staff/home-blocks/${block.id}`, body: banner({ titleRu, updatedAt }) });
    const titles = (r: { json(): { data: { blocks: { title: string }[] } } }) =>
      r.json().data.blocks.map((b) => b.title);
    const preview = () =>
      users.t.app.inject({ url: '/api/v1/staff/home-blocks/preview', headers: { cookie: users.editorCookie } });
    const shopperTitles = async () => (await homeBlocks()).map((b: { title: string }) => b.title);

    const pending = await edit('Новогодняя распродажа', block.updatedAt);
    expect(pending.body.data).toMatchObject({ titleRu: 'Новогодняя распродажа', pendingChanges: true });
    expect(await shopperTitles()).toContain('Осенняя распродажа');
    expect(await shopperTitles()).not.toContain('Новогодняя распродажа');
    expect(
      (await users.guest({ url: 'pages/main' })).body.data.blocks.map((b: { title: string }) => b.title),
    ).toContain('Осенняя распродажа');
    expect(titles(await preview())).toContain('Новогодняя распродажа');
    expect(titles(await preview())).not.toContain('Осенняя распродажа');
    // An edit from the version before the pending one is refused.
    expect((await edit('Старое', block.updatedAt)).status).toBe(409);

    // Shoppers and guests may neither publish nor discard it.
    for (const [caller, status] of [
      [users.shopper, 403],
      [users.guest, 401],
    ] as const) {
      expect((await caller({ method: 'POST', url: `staff/home-blocks/${block.id}/publish` })).status).toBe(status);
      expect((await caller({ method: 'DELETE', url: `staff/home-blocks/${block.id}/draft` })).status).toBe(status);
    }
    expect(await shopperTitles()).not.toContain('Новогодняя распродажа');

    const discarded = await users.editor({ method: 'DELETE', url: `staff/home-blocks/${block.id}/draft` });
    expect(discarded.body.data).toMatchObject({ titleRu: 'Осенняя распродажа', pendingChanges: false });
    expect(titles(await preview())).toContain('Осенняя распродажа');
    expect((await users.editor({ method: 'DELETE', url: `staff/home-blocks/${block.id}/draft` })).status).toBe(404);
    expect((await users.editor({ method: 'POST', url: `staff/home-blocks/${block.id}/publish` })).status).toBe(404);

    const again = await edit('Весенняя распродажа', discarded.body.data.updatedAt);
    expect(again.status).toBe(200);
    await users.editor({ method: 'POST', url: `staff/home-blocks/${block.id}/publish` });
    expect(await shopperTitles()).toContain('Весенняя распродажа');
    expect(await shopperTitles()).not.toContain('Осенняя распродажа');

    // A hidden block is a draft already: its edit is saved at once, with nothing pending.
    const hidden = (
      await users.editor({ method: 'POST', url: 'staff/home-blocks', body: banner({ published: false }) })
    ).body.data;
    const direct = await users.editor({
      method: 'PUT',
      url: `staff/home-blocks/${hidden.id}`,
      body: banner({ titleRu: 'Черновик', published: false, updatedAt: hidden.updatedAt }),
    });
    expect(direct.body.data).toMatchObject({ titleRu: 'Черновик', pendingChanges: false });
  });

  it('keeps positions unique when editors add and move blocks at the same time', async () => {
    const adds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        users.editor({
          method: 'POST',
          url: 'staff/home-blocks',
          body: banner({ variant: 'com', titleEn: `Sale ${i}`, link: null }),
        }),
      ),
    );
    expect(adds.every((a) => a.status === 201)).toBe(true);
    await Promise.all(
      adds.map((a, i) =>
        users.editor({
          method: 'POST',
          url: `staff/home-blocks/${a.body.data.id}/move`,
          body: { direction: i % 2 ? 'up' : 'down' },
        }),
      ),
    );
    const positions = (await users.editor({ url: 'staff/home-blocks?variant=com' })).body.data.map(
      (b: { position: number }) => b.position,
    );
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('previews the home page with its hidden blocks for content editors only, per variant and language', async () => {
    const hidden = await users.editor({
      method: 'POST',
      url: 'staff/home-blocks',
      body: banner({
        variant: 'kz',
        titleKk: 'Күзгі жеңілдік',
        titleRu: 'Осенняя скидка',
        link: '/kz/catalog/',
        published: false,
      }),
    });
    expect(hidden.status).toBe(201);
    const preview = (lang: string) =>
      users.t.app.inject({
        url: '/kz/api/v1/staff/home-blocks/preview',
        headers: { cookie: users.editorCookie, 'accept-language': lang },
      });
    const kazakh = await preview('kk');
    expect(kazakh.statusCode).toBe(200);
    expect(kazakh.headers['cache-control']).toBe('no-store');
    const titles = (r: { json(): { data: { blocks: { title: string }[] } } }) =>
      r.json().data.blocks.map((b) => b.title);
    expect(titles(kazakh)).toEqual(['Танымал тауарлар', 'Күзгі жеңілдік']);
    expect(titles(await preview('ru'))).toContain('Осенняя скидка');

    // Shoppers' page keeps it hidden, and neither they nor guests get the preview.
    const shoppers = await users.t.app.inject({ url: '/kz/api/v1/pages/main', headers: { 'accept-language': 'kk' } });
    expect(titles(shoppers)).toEqual(['Танымал тауарлар']);
    expect((await users.shopper({ url: 'staff/home-blocks/preview' })).status).toBe(403);
    expect((await users.guest({ url: 'staff/home-blocks/preview' })).status).toBe(401);
  });
});
