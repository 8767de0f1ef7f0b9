/**
 * Loaders of the content pages: which kind and entry a path is (from the domain route table), the
 * API call, the canonical URL and the breadcrumbs. An unknown slug or a page past the last is the 404 page.
 */
import type { ContentListKind } from '@storefront/api/modules/content/content.schemas';

import { ROUTE_TITLES } from '@storefront/domain/i18n/route-titles';
import { contentLang, createTranslator } from '@storefront/domain/i18n/translate';
import { buildPath, matchRoute, type RouteName } from '@storefront/domain/routes';
import { type LocaleTag, type VariantKey, variantFromPath } from '@storefront/domain/variants';
import { data, redirect } from 'react-router';
import { ApiError } from '../../lib/api';
import { createApi, rethrowForPage } from '../../lib/api.server';
import { requestLocale } from '../../lib/locale.server';
import { assertValidRoute } from '../../lib/route-guard.server';

const INDEX_KINDS: Partial<Record<RouteName, ContentListKind>> = {
  StaticDocumentsIndex: 'documents',
  NewsIndex: 'news',
  BlogIndex: 'blog',
  GoodNewsIndex: 'good-news',
  LookbookIndex: 'lookbooks',
};

const ENTRY_KINDS: Partial<
  Record<RouteName, { kind: ContentListKind; param?: string; slug?: string; index?: RouteName }>
> = {
  StaticDocumentsDetailIndex: { kind: 'documents', param: 'documentName', index: 'StaticDocumentsIndex' },
  NewsDetailIndex: { kind: 'news', param: 'novostiPath', index: 'NewsIndex' },
  BlogDetailIndex: { kind: 'blog', param: 'blogPath', index: 'BlogIndex' },
  MagazinesIndex: { kind: 'magazines', param: 'id' },
  LookbookDetailIndex: { kind: 'lookbooks', param: 'lookbookPath', index: 'LookbookIndex' },
  AboutCompanyIndex: { kind: 'pages', slug: 'about' },
  ContactsIndex: { kind: 'pages', slug: 'contacts' },
};

export interface Crumb {
  text: string;
  url: string;
}

function routeOf(request: Request) {
  assertValidRoute(request);
  const url = new URL(request.url);
  const variant: VariantKey = variantFromPath(url.pathname) ?? 'ru';
  const match = matchRoute(url.pathname, variant);
  if (!match) throw data({ message: `Page Not Found: ${url.pathname}` }, { status: 404 });
  return { url, variant, name: match.route.name as RouteName, params: match.params };
}

function crumbsFor(variant: VariantKey, locale: LocaleTag, trail: RouteName[]): Crumb[] {
  const lang = contentLang(locale);
  const t = createTranslator(locale);
  return [
    { text: t('nav.home'), url: buildPath('MainIndex', variant) },
    ...trail.map((name) => ({ text: ROUTE_TITLES[name]?.[lang] ?? '', url: buildPath(name, variant) })),
  ];
}

export async function loadIndex(request: Request, context: Parameters<typeof createApi>[1]) {
  const { url, variant, name } = routeOf(request);
  const kind = INDEX_KINDS[name];
  if (!kind) throw new Error(`No content index for ${name}`);
  const api = createApi(request, context);
  try {
    const list = await api.get('/content/{kind}', {
      params: { path: { kind }, query: { page: url.searchParams.get('page') ?? undefined } },
    });
    const path = url.pathname;
    const canonical = new URL(list.page > 1 ? `${path}?page=${list.page}` : path, url.origin).href;
    return { kind, list, path, canonical, breadcrumbs: crumbsFor(variant, requestLocale(request, variant), []) };
  } catch (error) {
    rethrowForPage(error, url.pathname, 404);
  }
}

/** The entry a content editor previews on this page (`?preview={id}`), or null on a shopper's page. */
function previewIdOf(url: URL): number | null {
  const id = Number(url.searchParams.get('preview') ?? '');
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/**
 * A content page's data. With `?preview={id}` it is the back office's entry, draft or not, drawn by this
 * shop's page (its prefix, currency, language and layout); the API lets only content editors see it.
 */
export async function loadEntry(request: Request, context: Parameters<typeof createApi>[1]) {
  const { url, variant, name, params } = routeOf(request);
  const spec = ENTRY_KINDS[name];
  if (!spec) throw new Error(`No content entry for ${name}`);
  const slug = spec.slug ?? params[spec.param ?? ''] ?? '';
  const api = createApi(request, context);
  const previewId = previewIdOf(url);
  const lang = contentLang(requestLocale(request, variant));
  try {
    const [entry, issues] = await Promise.all([
      previewId
        ? api.get('/staff/content/{id}/preview', { params: { path: { id: previewId }, query: { variant, lang } } })
        : api.get('/content/{kind}/{slug}', { params: { path: { kind: spec.kind, slug } } }),
      spec.kind === 'magazines' ? api.get('/content/{kind}', { params: { path: { kind: 'magazines' } } }) : null,
    ]);
    const trail = spec.index ? [spec.index] : [];
    return {
      entry,
      issues: issues?.items.filter((i) => i.slug !== entry.slug) ?? [],
      canonical: new URL(entry.url, url.origin).href,
      breadcrumbs: crumbsFor(variant, requestLocale(request, variant), trail),
      preview: previewId ? { editUrl: `/staff/content/${previewId}/` } : null,
    };
  } catch (error) {
    if (!previewId && spec.param && error instanceof ApiError && error.status === 404) {
      // A published entry renamed keeps its old address as a permanent redirect.
      const moved = await api.get('/content/moved', { params: { query: { kind: spec.kind, slug } } }).catch(() => null);
      if (moved) throw redirect(`${moved.url}${url.search}`, 301);
    }
    rethrowForPage(error, url.pathname, 404);
  }
}
