/**
 * The head of a content page: title, description, keywords, canonical URL, hreflang alternates
 * between the variants where the page exists, and JSON-LD (an Article and its BreadcrumbList).
 */

import type { MetaDescriptor } from 'react-router';
import type { Alternate } from '../../lib/api-types';
import { canonicalLinks } from '../../lib/page-links';

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: Alternate[];
  breadcrumbs: { text: string; url: string }[];
  article?: {
    headline: string;
    datePublished: string;
    image: string | null;
    inLanguage: string;
    /** The shop's name in the page's language. */
    publisher: string;
  };
}

export function contentMeta(head: PageHead): MetaDescriptor[] {
  const origin = new URL(head.canonical).origin;
  const abs = (path: string) => new URL(path, origin).href;
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.text,
        item: abs(c.url),
      })),
    },
  ];
  if (head.article) {
    graph.push({
      '@type': 'Article',
      headline: head.article.headline,
      datePublished: head.article.datePublished,
      inLanguage: head.article.inLanguage,
      mainEntityOfPage: head.canonical,
      ...(head.article.image ? { image: abs(head.article.image) } : {}),
      publisher: { '@type': 'Organization', name: head.article.publisher },
    });
  }
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { name: 'keywords', content: head.keywords },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    ...(head.article?.image ? [{ property: 'og:image', content: abs(head.article.image) }] : []),
    ...canonicalLinks(head.canonical, head.alternates),
    { 'script:ld+json': { '@context': 'https://schema.org', '@graph': graph } },
  ];
}
