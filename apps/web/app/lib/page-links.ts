/**
 * A page's canonical address and its hreflang alternates: the same page in the other variants where
 * it exists (the API names them), and the default variant's one as x-default. A page missing in a
 * variant has no alternate there; without the default variant's page there is no x-default.
 */
import { X_DEFAULT_VARIANT } from '@storefront/domain/seo';
import type { MetaDescriptor } from 'react-router';
import type { Alternate } from './api-types';

export function canonicalLinks(canonical: string, alternates: readonly Alternate[]): MetaDescriptor[] {
  const origin = new URL(canonical).origin;
  const abs = (path: string) => new URL(path, origin).href;
  const fallback = alternates.find((a) => a.variant === X_DEFAULT_VARIANT);
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternates.map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hreflang, href: abs(a.url) })),
    ...(fallback ? [{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: abs(fallback.url) }] : []),
  ];
}
