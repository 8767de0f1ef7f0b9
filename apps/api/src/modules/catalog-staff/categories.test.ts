import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserSession } from '../../test/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cookie: string;
/** A top-level category with subcategories, one of them, and another top-level category. */
let top: { id: number; path: string };
let child: { id: number; path: string };
let other: { id: number; path: string };

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CHANGE_POLL_MS: '100' });
  cookie = (await createUserSession(t.database.db, { roles: ['catalogue'] })).cookie;
  const rows = (await t.database.db.execute(sql`
    select c.id, c.path, c.parent_id from categories c order by c.depth, c.id`)) as unknown as {
    rows: { id: number; path: string; parent_id: number | null }[];
  };
  const roots = rows.rows.filter((r) => r.parent_id === null);
  top = roots.find((r) => rows.rows.some((c) => c.parent_id === r.id))!;
  other = roots.find((r) => r.id !== top.id)!;
  child = rows.rows.find((c) => c.parent_id === top.id)!;
});
afterAll(async () => t?.close());

const put = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/staff/categories/${id}`, headers: { cookie }, payload });
/** A listing's status once the change feed has carried the last change to the process (within 3 s). */
async function listing(path: string, want: number) {
  for (const until = Date.now() + 3000; ; ) {
    const { statusCode } = await t.app.inject({ url: '/api/v1/catalog', query: { url: `/catalog/${path}/` } });
    if (statusCode === want || Date.now() > until) return statusCode;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const moved = (url: string) => t.app.inject({ url: '/api/v1/catalog/moved', query: { url } });

describe('category tree editing', () => {
  it('refuses a bad slug, a taken path and a move under the category’s own subcategory, naming the field', async () => {
    const bad = await put(top.id, { slug: 'Кухня 2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ name: 'slug', message: 'staff.catalogue.error.slug' }]);
    const taken = await put(top.id, { slug: other.path });
    expect(taken.json().error.fields).toEqual([{ name: 'slug', message: 'staff.catalogue.error.slugTaken' }]);
    const cycle = await put(top.id, { parentId: child.id });
    expect(cycle.json().error.fields).toEqual([{ name: 'parentId', message: 'staff.catalogue.error.parent' }]);
    const unknown = await put(top.id, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
  });

  it('changes a slug: the category and its subcategories answer at the new paths, the old ones move with a 301', async () => {
    const res = await put(top.id, { slug: 'novyy-adres', names: { ru: 'Новое имя' } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; path: string; names: { ru: string } }[];
    const childNow = rows.find((r) => r.id === child.id)!;
    expect(rows.find((r) => r.id === top.id)).toMatchObject({ path: 'novyy-adres', names: { ru: 'Новое имя' } });
    expect(childNow.path).toBe(`novyy-adres${child.path.slice(top.path.length)}`);

    expect(await listing(childNow.path, 200)).toBe(200);
    expect(await listing(top.path, 404)).toBe(404);
    expect((await moved(`/catalog/${top.path}/`)).json().data.url).toBe('/catalog/novyy-adres/');
    expect((await moved(`/kz/catalog/${child.path}/`)).json().data.url).toBe(`/kz/catalog/${childNow.path}/`);
    expect((await moved('/catalog/nikogda-ne-bylo/')).statusCode).toBe(404);
  });

  it('moves a category under another parent and keeps every old path on the category', async () => {
    const res = await put(child.id, { parentId: other.id });
    const path = (res.json().data as { id: number; path: string }[]).find((r) => r.id === child.id)!.path;
    expect(path).toBe(`${other.path}/${path.split('/').pop()}`);
    expect((await moved(`/catalog/${child.path}/`)).json().data.url).toBe(`/catalog/${path}/`);
    expect(await listing(path, 200)).toBe(200);
  });

  it('lets a path be reused: a live category wins over an old redirect', async () => {
    await put(top.id, { slug: top.path.split('/').pop() });
    expect(await listing(top.path, 200)).toBe(200);
    expect((await moved(`/catalog/${top.path}/`)).statusCode).toBe(404);
  });
});
