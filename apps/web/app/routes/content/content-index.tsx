/** Index pages of content: documents, news, blog, good news and lookbooks, with pagination. */
import { useLoaderData } from 'react-router';
import { EntryCard } from '../../features/content/entry-card';
import { contentMeta } from '../../features/content/page-meta';
import { useI18n } from '../../lib/i18n';
import { type RootData, rootTranslator, useLayout } from '../../lib/layout-data';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { EmptyState } from '../../ui/empty-state';
import { Pagination, pageQueryHref } from '../../ui/pagination';
import type { Route } from './+types/content-index';
import { loadIndex } from './content.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export const loader = ({ request, context }: Route.LoaderArgs) => loadIndex(request, context);

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const meta = root?.layout.meta;
  if (!page || !meta || !root) return [{ title: meta?.title ?? '' }];
  const t = rootTranslator(root);
  const title = page.list.page > 1 ? t('content.pageTitle', { title: meta.title, page: page.list.page }) : meta.title;
  return contentMeta({
    title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: page.canonical,
    alternates: page.list.alternates,
    breadcrumbs: [...page.breadcrumbs, { text: meta.h1, url: page.path }],
  });
};

export default function ContentIndex() {
  const { kind, list, path, breadcrumbs } = useLoaderData<typeof loader>();
  const layout = useLayout();
  const { t } = useI18n();
  const h1 = layout?.meta?.h1 ?? '';
  const dated = kind === 'news' || kind === 'blog' || kind === 'good-news';
  return (
    <div className={`content-index content-index--${kind}`}>
      <Breadcrumbs items={breadcrumbs} current={h1} />
      <h1>{list.page > 1 ? t('content.pageTitle', { title: h1, page: list.page }) : h1}</h1>
      {list.items.length === 0 ? <EmptyState message={t('content.empty')} icon="document" /> : null}
      {kind === 'documents' ? (
        <ul className="document-list">
          {list.items.map((d) => (
            <li key={d.slug}>
              <a href={d.url}>{d.title}</a>
              <p>{d.summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="entry-grid">
          {list.items.map((entry, i) => (
            <li key={entry.slug}>
              <EntryCard entry={entry} showDate={dated} eager={i < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} href={pageQueryHref(path)} />
    </div>
  );
}
