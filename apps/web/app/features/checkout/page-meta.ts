/** Meta of the checkout and order pages: the root's, titled with the page's own heading. */
import { createTranslator, type Translate } from '@storefront/domain/i18n/translate';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../../lib/layout-data';

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
  const locale = (root?.data as RootData | undefined)?.layout.locale;
  if (!locale || !title) return [...inherited];
  const t = createTranslator(locale);
  return [...inherited.filter((m) => !('title' in m)), { title: `${title(t)} — ${t('shop.name')}` }];
}
