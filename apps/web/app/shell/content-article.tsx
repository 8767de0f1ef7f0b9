/** A content entry's article as the shop page shows it (also the back office's preview of a draft). */
import { ContentBlocks } from '../features/content/content-blocks';
import { ContentPicture } from '../features/content/content-picture';
import { EntryCard, langTag } from '../features/content/entry-card';
import { PublishedDate } from '../features/content/published-date';
import type { Entry, EntryCard as EntryCardData } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { contentSlots } from './content-slots';

export function ContentArticle({
  entry,
  issues,
  breadcrumbs,
}: {
  entry: Entry;
  issues: EntryCardData[];
  breadcrumbs: { text: string; url: string }[];
}) {
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
