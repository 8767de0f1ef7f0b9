import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { homeBlocks } from '../../db/schema/content.ts';
import { staffApiTest } from '../../test/staff-api-test.ts';

const users = staffApiTest();

type Titled = { id: number; title: string };
const banner = (titleRu: string, extra = {}) => ({
  variant: 'ru',
  kind: 'banner',
  titleRu,
  titleEn: titleRu,
  image: 'demo/news/ru-1.svg',
  link: '/catalog/',
  published: true,
  ...extra,
});
const create = async (body: object): Promise<number> =>
  (await users.editor({ method: 'POST', url: 'staff/home-blocks', body })).body.data.id;
const move = (id: number, direction: 'up' | 'down', seen?: number[]) =>
  users.editor({ method: 'POST', url: `staff/home-blocks/${id}/move`, body: { direction, seen } });
const order = async (variant = 'ru') => (await users.editor({ url: `staff/home-blocks/order/${variant}` })).body.data;
/** Block ids of the shoppers' page, of the preview and of the back office's list. */
const shoppersPage = async () => (await users.guest({ url: 'pages/main' })).body.data.blocks.map((b: Titled) => b.id);
const preview = async () =>
  (await users.editor({ url: 'staff/home-blocks/preview' })).body.data.blocks.map((b: Titled) => b.id);
const listed = async (variant = 'ru') =>
  (await users.editor({ url: `staff/home-blocks?variant=${variant}` })).body.data.map(
    (b: { id: number; position: number }) => [b.id, b.position],
  );
/** The variant's blocks and their places on shoppers' page. */
const pagePositions = (variant: string) =>
  users.t.database.db
    .select({ id: homeBlocks.id, position: homeBlocks.position })
    .from(homeBlocks)
    .where(eq(homeBlocks.variant, variant))
    .orderBy(asc(homeBlocks.position));

describe('home blocks order', () => {
  it('keeps a move of shown blocks pending until published or discarded; drafts move at once', async () => {
    const [seeded] = (await order()).blockIds;
    const a = await create(banner('Баннер А'));
    const b = await create(banner('Баннер Б'));
    const hidden = await create(banner('Черновик', { published: false }));
    expect(await shoppersPage()).toEqual([seeded, a, b]);

    // A hidden block passing a shown one changes nothing shoppers see: it moves at once.
    expect((await move(hidden, 'up')).body.data.position).toBe(3);
    expect(await order()).toMatchObject({ blockIds: [seeded, a, hidden, b], pendingChanges: false, updatedAt: null });
    expect(await shoppersPage()).toEqual([seeded, a, b]);

    // Two shown blocks swapped: the move waits; shoppers keep the published order, the preview has the new one.
    const pending = await move(a, 'up', [seeded, a, hidden, b]);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ id: a, position: 1 });
    expect(await order()).toMatchObject({
      blockIds: [a, seeded, hidden, b],
      publishedBlockIds: [seeded, a, hidden, b],
      pendingChanges: true,
    });
    expect(await shoppersPage()).toEqual([seeded, a, b]);
    expect(await preview()).toEqual([a, seeded, hidden, b]);
    expect(await listed()).toEqual([
      [a, 1],
      [seeded, 2],
      [hidden, 3],
      [b, 4],
    ]);

    // A move from the order before it is refused.
    expect((await move(b, 'up', [seeded, a, hidden, b])).status).toBe(409);
    // Moving back to the published order leaves nothing pending.
    await move(a, 'down', [a, seeded, hidden, b]);
    expect((await order()).pendingChanges).toBe(false);

    // A new draft joins the pending order at its end; a deleted block leaves it.
    await move(a, 'up');
    const added = await create(banner('Новый черновик', { published: false }));
    expect((await order()).blockIds).toEqual([a, seeded, hidden, b, added]);
    expect((await users.editor({ method: 'DELETE', url: `staff/home-blocks/${hidden}` })).status).toBe(200);
    expect(await order()).toMatchObject({ blockIds: [a, seeded, b, added], pendingChanges: true });
    expect(await shoppersPage()).toEqual([seeded, a, b]);

    // Shoppers and guests may neither publish nor discard it.
    for (const [caller, status] of [
      [users.shopper, 403],
      [users.guest, 401],
    ] as const) {
      expect((await caller({ method: 'POST', url: 'staff/home-blocks/order/ru/publish' })).status).toBe(status);
      expect((await caller({ method: 'DELETE', url: 'staff/home-blocks/order/ru/draft' })).status).toBe(status);
    }

    // Publishing or discarding an order other than the one the editor saw is refused and changes nothing.
    const settle = (how: 'publish' | 'discard', seen: string) =>
      how === 'publish'
        ? users.editor({ method: 'POST', url: `staff/home-blocks/order/ru/publish?seen=${seen}` })
        : users.editor({ method: 'DELETE', url: `staff/home-blocks/order/ru/draft?seen=${seen}` });
    const stale = [a, seeded, hidden, b, added];
    expect((await settle('publish', stale.join(','))).status).toBe(409);
    expect((await settle('discard', stale.join(','))).status).toBe(409);
    expect((await settle('discard', 'первый')).status).toBe(400);
    expect(await order()).toMatchObject({ blockIds: [a, seeded, b, added], pendingChanges: true });
    expect(await shoppersPage()).toEqual([seeded, a, b]);

    const discarded = await settle('discard', [a, seeded, b, added].join(','));
    expect(discarded.body.data).toMatchObject({ blockIds: [seeded, a, b, added], pendingChanges: false });
    expect(await preview()).toEqual([seeded, a, b, added]);
    expect((await users.editor({ method: 'DELETE', url: 'staff/home-blocks/order/ru/draft' })).status).toBe(404);
    expect((await users.editor({ method: 'POST', url: 'staff/home-blocks/order/ru/publish' })).status).toBe(404);

    await move(b, 'up');
    expect(await shoppersPage()).toEqual([seeded, a, b]);
    let changes = 0;
    const stop = users.t.app.events.on('contentChanged', () => changes++);
    const published = await settle('publish', [seeded, b, a, added].join(','));
    stop();
    expect(changes).toBe(1);
    expect(published.body.data).toMatchObject({ blockIds: [seeded, b, a, added], pendingChanges: false });
    expect(await shoppersPage()).toEqual([seeded, b, a]);
    const positions = await pagePositions('ru');
    expect(positions).toEqual([seeded, b, a, added].map((id, i) => ({ id, position: i + 1 })));

    const audit = await users.t.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'home-block-order'), eq(auditLog.entityId, 'ru')))
      .orderBy(asc(auditLog.id));
    expect(audit.map((e) => e.action)).toEqual([
      'home-block-order.draft',
      'home-block-order.draft',
      'home-block-order.draft',
      'home-block-order.discard',
      'home-block-order.draft',
      'home-block-order.publish',
    ]);
    expect(audit[0]).toMatchObject({
      before: { blockIds: [seeded, a, hidden, b] },
      after: { blockIds: [a, seeded, hidden, b], moved: a },
    });
    expect(audit[3]).toMatchObject({ before: { blockIds: [a, seeded, b, added] }, after: null });
    expect(audit[5]).toMatchObject({
      before: { blockIds: [seeded, a, b, added] },
      after: { blockIds: [seeded, b, a, added] },
    });
  });

  it('keeps the order 1..n when editors move shown blocks at the same time', async () => {
    const ids = [];
    for (let i = 0; i < 6; i++)
      ids.push(await create(banner(`Sale ${i}`, { variant: 'com', titleEn: `Sale ${i}`, link: null })));
    const published = (await order('com')).publishedBlockIds;
    const moves = await Promise.all(ids.map((id, i) => move(id, i % 2 ? 'up' : 'down')));
    expect(moves.every((m) => m.status === 200)).toBe(true);
    const pending = await order('com');
    expect(pending.publishedBlockIds).toEqual(published);
    expect([...pending.blockIds].sort()).toEqual([...published].sort());
    expect((await listed('com')).map(([, position]: number[]) => position)).toEqual(
      published.map((_: number, i: number) => i + 1),
    );
    if (pending.pendingChanges) {
      await users.editor({ method: 'POST', url: 'staff/home-blocks/order/com/publish' });
    }
    const positions = await pagePositions('com');
    expect(positions).toEqual(pending.blockIds.map((id: number, i: number) => ({ id, position: i + 1 })));
  });
});
