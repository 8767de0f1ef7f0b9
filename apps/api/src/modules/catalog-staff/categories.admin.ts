/**
 * The category tree in the back office: rename, move under another parent, change the slug. A
 * category's path (and its descendants') follows its slug and place; the old path is kept as a
 * redirect, so links and search engines' copies of the old address land on the category with a 301.
 */
import { CATALOGUE_MESSAGES, categorySlugErrors, textErrors } from '@storefront/domain/catalog-ops';
import type { FieldError } from '@storefront/domain/errors';
import { slugify } from '@storefront/domain/slug';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { invalid, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit.ts';
import { markCatalogChanged } from '../catalog/catalog-changes.ts';
import { refreshCatalogProducts } from '../catalog/catalog-refresh.ts';
import type { CategoryBody, CategoryRow } from './categories.schemas.ts';
import type { CmlGroup } from './commerceml.ts';

export async function listCategories(db: Db): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`select c.id, c.parent_id as "parentId", c.slug, c.path, c.depth, c.position, c.name as names,
      (select count(*)::int from products p where p.category_id = c.id) as products
    from categories c order by c.path`,
  );
}

/**
 * Saves a category's names, slug and parent in one transaction. The whole tree is locked first (a
 * move checks the tree for cycles and two moves must not cross); the category and its descendants
 * get their new paths and depths, the old path becomes a redirect, and a redirect that a live path
 * now shadows is dropped.
 */
export async function updateCategory(tx: Db, id: number, body: CategoryBody, staffId: number | null): Promise<boolean> {
  const tree = await queryRows<{
    id: number;
    parent_id: number | null;
    slug: string;
    path: string;
    depth: number;
    name: CategoryRow['names'];
  }>(tx, sql`select id, parent_id, slug, path, depth, name from categories order by id for update`);
  const byId = new Map(tree.map((c) => [c.id, c]));
  const current = byId.get(id);
  if (!current) throw notFound('No such category');
  const errors: FieldError[] = [];
  for (const [lang, value] of Object.entries(body.names ?? {}))
    errors.push(...textErrors('name', value, `names.${lang}`));
  const slug = body.slug ?? current.slug;
  errors.push(...categorySlugErrors(slug));
  const parentId = body.parentId === undefined ? current.parent_id : body.parentId;
  const parent = parentId === null ? null : byId.get(parentId);
  if (parent === undefined) errors.push({ name: 'parentId', message: CATALOGUE_MESSAGES.parent });
  else if (parent && (parent.id === id || parent.path.startsWith(`${current.path}/`)))
    errors.push({ name: 'parentId', message: CATALOGUE_MESSAGES.parent });
  const path = parent ? `${parent.path}/${slug}` : slug;
  if (errors.length === 0 && path !== current.path && tree.some((c) => c.path === path))
    errors.push({ name: 'slug', message: CATALOGUE_MESSAGES.slugTaken });
  if (errors.length > 0) throw invalid(errors);

  const names = { ...current.name, ...body.names };
  const renamed = JSON.stringify(names) !== JSON.stringify(current.name);
  const moved = path !== current.path;
  if (!renamed && !moved) return false;
  if (moved) {
    const depthDelta = (parent ? parent.depth + 1 : 0) - current.depth;
    const subtree = sql`(path = ${current.path} or starts_with(path, ${`${current.path}/`}))`;
    // Every old path of the subtree points at its category, so any number of later moves stays one hop.
    await tx.execute(sql`insert into category_redirects (from_path, category_id)
      select path, id from categories where ${subtree}
      on conflict (from_path) do update set category_id = excluded.category_id, created_at = now()`);
    await tx.execute(sql`update categories set
        path = ${path} || substr(path, ${current.path.length + 1}), depth = depth + ${depthDelta}
      where ${subtree}`);
    await tx.execute(sql`update categories set slug = ${slug}, parent_id = ${parentId} where id = ${id}`);
    await tx.execute(sql`delete from category_redirects r using categories c where c.path = r.from_path`);
  }
  if (renamed) {
    await tx.execute(sql`update categories set name = ${JSON.stringify(names)}::jsonb where id = ${id}`);
    // The category's name is part of its products' search words.
    const products = await queryRows<{ id: number }>(tx, sql`select id from products where category_id = ${id}`);
    for (let i = 0; i < products.length; i += 1000)
      await refreshCatalogProducts(
        tx,
        products.slice(i, i + 1000).map((p) => p.id),
      );
  }
  await recordAudit(tx, {
    staffId,
    action: 'category.update',
    entity: { type: 'category', id },
    before: { path: current.path, ...(renamed ? { names: current.name } : {}) },
    after: { path, ...(renamed ? { names } : {}) },
  });
  // The tree changed: every process rebuilds its index and reloads the tree.
  await markCatalogChanged(tx, true);
  return true;
}

/**
 * Brings the categories of an ERP's groups (CommerceML Классификатор) up to date, parents before
 * children: a known group (by its Ид) is renamed or moved like an edit in the back office (its old
 * path redirects), a new one is added with a slug made from its name. Answers the groups' category
 * ids and whether anything changed.
 */
export async function applyGroups(
  tx: Db,
  groups: readonly CmlGroup[],
  staffId: number | null,
): Promise<{ ids: Map<string, number>; changed: boolean }> {
  const ids = new Map<string, number>();
  let changed = false;
  if (groups.length === 0) return { ids, changed };
  const known = await queryRows<{
    id: number;
    external_id: string;
    path: string;
    depth: number;
    name: CategoryRow['names'];
  }>(
    tx,
    sql`select id, external_id, path, depth, name from categories where external_id is not null order by id for update`,
  );
  const byExternal = new Map(known.map((c) => [c.external_id, c]));
  const paths = new Set((await queryRows<{ path: string }>(tx, sql`select path from categories`)).map((c) => c.path));
  for (const group of groups) {
    const parentId = group.parentExternalId === null ? null : (ids.get(group.parentExternalId) ?? null);
    const current = byExternal.get(group.externalId);
    if (current) {
      ids.set(group.externalId, current.id);
      if (await updateCategory(tx, current.id, { names: { ru: group.name }, parentId }, staffId)) changed = true;
      continue;
    }
    const [parent] =
      parentId === null
        ? []
        : await queryRows<{ path: string; depth: number }>(
            tx,
            sql`select path, depth from categories where id = ${parentId}`,
          );
    const base = slugify(group.name) || 'group';
    let path = '';
    for (let n = 1; !path || paths.has(path); n += 1)
      path = `${parent ? `${parent.path}/` : ''}${base}${n > 1 ? `-${n}` : ''}`;
    paths.add(path);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into categories (parent_id, slug, path, depth, position, name, external_id)
      values (${parentId}, ${path.split('/').pop()}, ${path}, ${parent ? parent.depth + 1 : 0}, 0,
        ${JSON.stringify({ ru: group.name, en: group.name, kk: group.name })}::jsonb, ${group.externalId})
      returning id`,
    );
    ids.set(group.externalId, (row as { id: number }).id);
    changed = true;
  }
  return { ids, changed };
}
