/** A content entry: a document, news item, blog post, magazine issue, lookbook, or the about page. */
import { useLoaderData } from 'react-router';
import { ContentBlocks } from '../../features/content/content-blocks';
import { ContentPicture } from '../../features/content/content-picture';
import { EntryCard, langTag } from '../../features/content/entry-card';
import { contentMeta } from '../../features/content/page-meta';
import { PublishedDate } from '../../features/content/published-date';
import { useI18n } from '../../lib/i18n';
import { type RootData, rootTranslator } from '../../lib/layout-data';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import type { Route } from './+types/content-entry';
import { loadEntry } from './content.server';
import { contentSlots } from './content-slots';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export const loader = ({ request, context }: Route.LoaderArgs) => loadEntry(request, context);

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!page || !root) return [];
  const { entry } = page;
  const dated = entry.kind === 'news' || entry.kind === 'blog' || entry.kind === 'magazines';
  return contentMeta({
    title: entry.meta.title,
    description: entry.meta.description,
    keywords: entry.meta.keywords,
    canonical: page.canonical,
    alternates: entry.alternates,
    breadcrumbs: [...page.breadcrumbs, { text: entry.meta.h1, url: entry.url }],
    ...(dated || entry.kind === 'lookbooks'
      ? {
          article: {
            headline: entry.title,
            datePublished: entry.publishedAt,
            image: entry.cover?.src ?? null,
            inLanguage: entry.lang,
            publisher: rootTranslator(root)('shop.name'),
          },
        }
      : {}),
  });
};

export default function ContentEntry() {
  const { entry, issues, breadcrumbs } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const dated = entry.kind === 'news' || entry.kind === 'blog';
  const hasProducts = entry.body.some((b) => b.type === 'products');
  return (
    <article className={`content-entry content-entry--${entry.kind}`} lang={langTag(entry.lang, locale)}>
      <Breadcrumbs items={breadcrumbs} current={entry.meta.h1} />
      <header className="content-entry__header">
        <h1>{entry.meta.h1}</h1>
        {dated ? <PublishedDate iso={entry.publishedAt} /> : null}
      </header>
      {entry.cover && entry.kind !== 'pages' ? (
        <div className="content-entry__cover">
          <ContentPicture image={entry.cover} size="full" eager decorative />
        </div>
      ) : null}
      <ContentBlocks blocks={entry.body} slots={contentSlots} />
      {!hasProducts && entry.relatedProducts.length
        ? contentSlots.products(entry.relatedProducts, t('content.relatedProducts'), 'related-products')
        : null}
      {entry.related.length ? (
        <section className="content-related" aria-labelledby="content-related">
          <h2 id="content-related">{t('content.related')}</h2>
          <ul className="entry-grid">
            {entry.related.map((r) => (
              <li key={r.slug}>
                <EntryCard entry={r} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {issues.length ? (
        <section className="content-related" aria-labelledby="content-issues">
          <h2 id="content-issues">{t('content.otherIssues')}</h2>
          <ul className="entry-grid">
            {issues.map((r) => (
              <li key={r.slug}>
                <EntryCard entry={r} headingLevel={3} showDate={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
