/** Old catalogue addresses of categories whose slug or place changed (the back office keeps every one). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { catalogPathOfUrl } from './catalog.service.ts';

/** The address an old catalogue url ('/kz/catalog/old/sub/') has moved to, with its prefix kept; null when it has not. */
export async function movedCatalogUrl(db: Db, url: string): Promise<string | null> {
  const path = catalogPathOfUrl(url);
  if (!path) return null;
  const [row] = await queryRows<{ path: string }>(
    db,
    sql`select c.path from category_redirects r join categories c on c.id = r.category_id where r.from_path = ${path}`,
  );
  if (!row) return null;
  const at = url.toLowerCase().indexOf(path);
  return `${url.slice(0, at)}${row.path}${url.slice(at + path.length)}`;
}
