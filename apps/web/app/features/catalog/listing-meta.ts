/** Page meta of a listing: the root's meta with the listing's own title (category name or query). */
import type { MetaDescriptor } from 'react-router';

export function listingMeta(
  title: string | undefined,
  parent: readonly MetaDescriptor[] | undefined,
): MetaDescriptor[] {
  const inherited = parent ?? [];
  const rootTitle = inherited.find((m): m is { title: string } => 'title' in m && typeof m.title === 'string')?.title;
  if (!title || !rootTitle) return [...inherited];
  const shop = rootTitle.split(' — ').pop();
  return [...inherited.filter((m) => !('title' in m)), { title: `${title} — ${shop}` }];
}
