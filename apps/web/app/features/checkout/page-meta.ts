/** Meta of the checkout and order pages: the root's, titled with the page's own heading. */
import type { Translate } from '@storefront/domain/i18n/translator';
import type { MetaDescriptor } from 'react-router';
import { type RootData, rootTranslator } from '../../lib/layout-data';

interface Match {
  id: string;
  data: unknown;
  meta: readonly MetaDescriptor[];
}

export function titledMeta(
  matches: readonly (Match | undefined)[],
  title: ((t: Translate) => string) | null,
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root');
  const inherited = root?.meta ?? [];
  const data = root?.data as RootData | undefined;
  if (!data || !title) return [...inherited];
  const t = rootTranslator(data);
  return [...inherited.filter((m) => !('title' in m)), { title: `${title(t)} — ${t('shop.name')}` }];
}

/** titledMeta for a page no search engine should list (a payment's own pages). */
export function noindexTitledMeta(
  matches: readonly (Match | undefined)[],
  title: (t: Translate) => string,
): MetaDescriptor[] {
  return [
    ...titledMeta(matches, title).filter((m) => !('name' in m && m.name === 'robots')),
    { name: 'robots', content: 'noindex' },
  ];
}
