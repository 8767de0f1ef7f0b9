import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_MESSAGES, MARKUP_PROBLEMS } from '@storefront/domain/content-markup';
import { PICTURE_MESSAGE_PARAMS, PICTURE_MESSAGES } from '@storefront/domain/pictures';
import { MESSAGE_KEYS } from '@storefront/domain/validation/fields';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { samplePicture } from '../../test/picture.ts';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs } from '../orders/orders.test-support.ts';

let t: TestApp;
let dataDir: string;
let editor: ReturnType<typeof callAs>;
let editorCookie = '';
let shopper: ReturnType<typeof callAs>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'content-editor-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  editorCookie = (await createUserSession(t.database.db, { roles: ['content'] })).cookie;
  editor = callAs(t.app, editorCookie);
  shopper = callAs(t.app, (await createUserSession(t.database.db)).cookie);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const news = (over: Record<string, unknown> = {}) => ({
  kind: 'news',
  variant: 'ru',
  lang: 'ru',
  slug: 'editor-news',
  title: 'We open on Tverskaya',
  summary: 'A new shop',
  body: '## Opening\n\nCome <b>early</b>\n\n<script>alert(1)</script>',
  ...over,
});

const upload = (body: Buffer, type = 'image/png', name = 'picture.png') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/content/images?name=${encodeURIComponent(name)}`,
    headers: { cookie: editorCookie, 'content-type': type },
    payload: body,
  });

describe('content editor', () => {
  it('refuses guests and shoppers, and orders staff', async () => {
    const orders = callAs(t.app, (await createUserSession(t.database.db, { roles: ['orders'] })).cookie);
    expect((await shopper({ url: 'staff/content' })).status).toBe(403);
    expect((await orders({ method: 'POST', url: 'staff/content', body: news() })).status).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/staff/content' })).statusCode).toBe(401);
  });

  it('answers 400 with field errors for bad input, as message keys the back office words', async () => {
    const bad = await editor({
      method: 'POST',
      url: 'staff/content',
      body: news({ slug: 'Not a slug!', title: '', cover: '../x', variant: 'xx', publishedAt: 'soon' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual(
      expect.arrayContaining([
        { name: 'slug', message: CONTENT_MESSAGES.slugFormat },
        { name: 'title', message: MESSAGE_KEYS.required },
        { name: 'cover', message: CONTENT_MESSAGES.pictureKey },
        { name: 'variant', message: MESSAGE_KEYS.invalid },
        { name: 'publishedAt', message: MESSAGE_KEYS.invalid },
      ]),
    );
    const markup = await editor({
      method: 'POST',
      url: 'staff/content',
      body: news({ body: 'Intro\n\n[products: x]' }),
    });
    expect(markup.status).toBe(400);
    expect(markup.body.error.fields).toEqual([
      { name: 'body', message: MARKUP_PROBLEMS.products, params: { line: '3' } },
    ]);
    const extra = await editor({ method: 'POST', url: 'staff/content', body: { ...news(), html: '<p>' } });
    expect(extra.status).toBe(400);
  });

  it('keeps a draft from shoppers, previews it, publishes and unpublishes it, auditing each step', async () => {
    const created = await editor({ method: 'POST', url: 'staff/content', body: news() });
    expect(created.status).toBe(201);
    const entry = created.body.data;
    expect(entry).toMatchObject({ status: 'draft', url: '/novosti/editor-news/', kind: 'news' });
    expect((await shopper({ url: 'content/news/editor-news' })).status).toBe(404);
    const list = (await shopper({ url: 'content/news?count=48' })).body.data.items;
    expect(list.map((i: { slug: string }) => i.slug)).not.toContain('editor-news');

    const preview = await editor({ url: `staff/content/${entry.id}/preview` });
    expect(preview.status).toBe(200);
    // HTML an editor types stays text in a paragraph block: the page renders it as text.
    expect(preview.body.data.body).toEqual([
      { type: 'heading', level: 2, text: 'Opening' },
      { type: 'paragraph', text: 'Come <b>early</b>' },
      { type: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
    expect((await shopper({ url: `staff/content/${entry.id}/preview` })).status).toBe(403);
    expect(entry.previews).toEqual([
      { variant: 'ru', url: `/novosti/editor-news/?preview=${entry.id}` },
      { variant: 'kz', url: `/kz/novosti/editor-news/?preview=${entry.id}` },
      { variant: 'com', url: `/ae/news/editor-news/?preview=${entry.id}` },
    ]);
    // Another shop's page: its own addresses for the entry and its index.
    const asKz = await editor({ url: `staff/content/${entry.id}/preview?variant=kz&lang=kk` });
    expect(asKz.status).toBe(200);
    expect(asKz.body.data).toMatchObject({ url: '/kz/novosti/editor-news/', breadcrumbs: [{ url: '/kz/novosti/' }] });
    expect((await editor({ url: `staff/content/${entry.id}/preview?variant=xx` })).status).toBe(400);

    expect((await editor({ method: 'POST', url: `staff/content/${entry.id}/publish` })).body.data.status).toBe(
      'published',
    );
    const seen = await shopper({ url: 'content/news/editor-news' });
    expect(seen.status).toBe(200);
    expect(seen.body.data.title).toBe('We open on Tverskaya');

    // A published entry's edit waits as its pending change: shoppers keep the published text.
    const published = (await editor({ url: `staff/content/${entry.id}` })).body.data;
    const edited = await editor({
      method: 'PUT',
      url: `staff/content/${entry.id}`,
      body: news({ title: 'Opened', updatedAt: published.updatedAt }),
    });
    expect(edited.body.data).toMatchObject({ title: 'Opened', status: 'published', pendingChanges: true });
    expect((await shopper({ url: 'content/news/editor-news' })).body.data.title).toBe('We open on Tverskaya');
    expect((await editor({ url: `staff/content/${entry.id}/preview` })).body.data.title).toBe('Opened');
    const listed = (await editor({ url: 'staff/content?kind=news&q=editor-news' })).body.data.list;
    expect(listed).toMatchObject([{ title: 'We open on Tverskaya', pendingChanges: true }]);

    // A second editor saving from the version before that edit is refused, not silently applied.
    const stale = await editor({
      method: 'PUT',
      url: `staff/content/${entry.id}`,
      body: news({ title: 'Overwritten', updatedAt: published.updatedAt }),
    });
    expect(stale.status).toBe(409);
    expect((await editor({ url: `staff/content/${entry.id}` })).body.data.title).toBe('Opened');

    await editor({ method: 'POST', url: `staff/content/${entry.id}/publish` });
    const republished = (await editor({ url: `staff/content/${entry.id}` })).body.data;
    expect(republished).toMatchObject({ title: 'Opened', pendingChanges: false, status: 'published' });
    expect((await shopper({ url: 'content/news/editor-news' })).body.data.title).toBe('Opened');

    // Discarding drops the pending change only.
    await editor({
      method: 'PUT',
      url: `staff/content/${entry.id}`,
      body: news({ title: 'Never shown', updatedAt: republished.updatedAt }),
    });
    const discarded = await editor({ method: 'DELETE', url: `staff/content/${entry.id}/draft` });
    expect(discarded.body.data).toMatchObject({ title: 'Opened', pendingChanges: false });
    expect((await editor({ method: 'DELETE', url: `staff/content/${entry.id}/draft` })).status).toBe(404);
    expect((await shopper({ url: 'content/news/editor-news' })).body.data.title).toBe('Opened');

    await editor({ method: 'POST', url: `staff/content/${entry.id}/unpublish` });
    expect((await shopper({ url: 'content/news/editor-news' })).status).toBe(404);

    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'content'), eq(auditLog.entityId, String(entry.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'content.create',
      'content.publish',
      'content.draft',
      'content.publish',
      'content.draft',
      'content.discard',
      'content.unpublish',
    ]);
  });

  it('keeps a published entry’s old addresses as redirects to its current one, until a new entry takes the slug', async () => {
    const created = (await editor({ method: 'POST', url: 'staff/content', body: news({ slug: 'moved-a' }) })).body.data;
    await editor({ method: 'POST', url: `staff/content/${created.id}/publish` });
    const rename = async (slug: string) => {
      const { updatedAt, slug: from } = (await editor({ url: `staff/content/${created.id}` })).body.data;
      const saved = await editor({
        method: 'PUT',
        url: `staff/content/${created.id}`,
        body: news({ slug, updatedAt }),
      });
      expect(saved.status).toBe(200);
      // The pending rename changes nothing for shoppers until it is published.
      expect((await shopper({ url: `content/news/${from}` })).status).toBe(200);
      expect((await shopper({ url: `content/moved?kind=news&slug=${from}` })).status).toBe(404);
      await editor({ method: 'POST', url: `staff/content/${created.id}/publish` });
    };
    const movedTo = async (slug: string) => {
      const res = await shopper({ url: `content/moved?kind=news&slug=${slug}` });
      return res.status === 200 ? res.body.data.url : res.status;
    };

    await rename('moved-b');
    expect((await shopper({ url: 'content/news/moved-a' })).status).toBe(404);
    expect(await movedTo('moved-a')).toBe('/novosti/moved-b/');
    expect((await shopper({ url: 'content/news/moved-b' })).status).toBe(200);

    // A chain of renames ends at the current slug.
    await rename('moved-c');
    expect(await movedTo('moved-a')).toBe('/novosti/moved-c/');
    expect(await movedTo('moved-b')).toBe('/novosti/moved-c/');
    expect(await movedTo('moved-c')).toBe(404);
    expect(await movedTo('never-was')).toBe(404);
    expect((await shopper({ url: 'content/moved?kind=news&slug=Not a slug!' })).status).toBe(400);

    // A new entry published at an old slug takes the address: the redirect is dropped.
    const reuse = (
      await editor({ method: 'POST', url: 'staff/content', body: news({ slug: 'moved-a', title: 'New' }) })
    ).body.data;
    await editor({ method: 'POST', url: `staff/content/${reuse.id}/publish` });
    expect((await shopper({ url: 'content/news/moved-a' })).body.data.title).toBe('New');
    expect(await movedTo('moved-a')).toBe(404);
    expect(await movedTo('moved-b')).toBe('/novosti/moved-c/');
    // Unpublished, the new entry leaves the old slug a 404: the dropped redirect does not come back.
    await editor({ method: 'POST', url: `staff/content/${reuse.id}/unpublish` });
    expect(await movedTo('moved-a')).toBe(404);
  });

  it('refuses a second entry at the same address, and lists with filters', async () => {
    const again = await editor({ method: 'POST', url: 'staff/content', body: news() });
    expect(again.status).toBe(400);
    expect(again.body.error.fields[0].name).toBe('slug');
    const list = await editor({ url: 'staff/content?kind=news&status=draft&q=opened' });
    expect(list.body.data.list[0].pendingChanges).toBe(false);
    expect(list.body.data.list.map((e: { slug: string }) => e.slug)).toEqual(['editor-news']);
  });

  it('takes an uploaded picture into the pipeline and serves its sizes; refuses bad files by name', async () => {
    const ok = await upload(await samplePicture(900, 600), 'application/octet-stream', 'terrace.jpg');
    expect(ok.statusCode).toBe(201);
    const { key, src, width, height, placeholder } = ok.json().data;
    expect({ width, height }).toEqual({ width: 900, height: 600 });
    expect(placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(src).toMatch(/^\/images\/p\/[0-9a-f]{16}$/);
    expect(key).toBe(`${src.slice('/images/p/'.length)}_900x600_${placeholder.slice(1)}`);
    const served = await t.app.inject({ url: `${src}/320.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const refused = async (body: Buffer, file: string) => (await upload(body, 'image/jpeg', file)).json().error.fields;
    const stored = await readdir(dataDir, { recursive: true });
    expect(await refused(Buffer.from('<svg onload="alert(1)"/>'), 'logo.svg')).toEqual([
      { name: 'image', message: PICTURE_MESSAGES.notPicture, params: { file: 'logo.svg', ...PICTURE_MESSAGE_PARAMS } },
    ]);
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await refused(fakeJpeg, 'fake.jpg'))[0]).toMatchObject({ message: PICTURE_MESSAGES.notPicture });
    expect((await refused(Buffer.alloc(0), 'empty.png'))[0]).toMatchObject({
      message: PICTURE_MESSAGES.empty,
      params: { file: 'empty.png' },
    });
    // Nothing of a refused file is kept.
    expect(await readdir(dataDir, { recursive: true })).toEqual(stored);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.upload'));
    expect(audited.map((a) => a.entityId)).toEqual([key]);
  });
});
