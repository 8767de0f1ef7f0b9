/** A content entry: a document, news item, blog post, magazine issue, lookbook, or the about page. */
import { pictureUrl } from '@storefront/domain/pictures';
import { data, useLoaderData } from 'react-router';
import { contentMeta } from '../../features/content/page-meta';
import { PreviewNote, previewMeta } from '../../features/content/preview-note';
import { previewHeaders, STAFF_HEADERS } from '../../features/staff/staff-page';
import { type RootData, rootTranslator } from '../../lib/layout-data';
import { SHARE_WIDTH } from '../../lib/share-picture';
import { ContentArticle } from '../../shell/content-article';
import { routeErrorMeta } from '../../shell/route-error-boundary';
import type { Route } from './+types/content-entry';
import { loadEntry } from './content.server';

export { RouteErrorBoundary as ErrorBoundary } from '../../shell/route-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadEntry(request, context);
  return data(page, page.preview ? { headers: STAFF_HEADERS } : {});
}

export const headers: Route.HeadersFunction = previewHeaders;

export const meta: Route.MetaFunction = (args) => routeErrorMeta(args) ?? pageMeta(args);
const pageMeta: Route.MetaFunction = ({ data: page, matches }) => {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  if (!page || !root) return [];
  const { entry } = page;
  const dated = entry.kind === 'news' || entry.kind === 'blog' || entry.kind === 'magazines';
  return previewMeta(
    page.preview,
    contentMeta({
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
              // A reader of the page's data takes a JPEG of a photograph, not its sizes' base address.
              image: entry.cover ? pictureUrl(entry.cover, SHARE_WIDTH, 'jpg') : null,
              inLanguage: entry.lang,
              publisher: rootTranslator(root)('shop.name'),
            },
          }
        : {}),
    }),
  );
};

export default function ContentEntryPage() {
  const { entry, issues, breadcrumbs, preview } = useLoaderData<typeof loader>();
  return (
    <>
      {preview ? <PreviewNote editUrl={preview.editUrl} /> : null}
      <ContentArticle entry={entry} issues={issues} breadcrumbs={breadcrumbs} />
    </>
  );
}
