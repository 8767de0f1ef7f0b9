import { Link } from 'react-router';
import type { EntryCard as Card } from '../../lib/api-types';
import { useI18n } from '../../lib/i18n';
import { ContentPicture } from './content-picture';
import { PublishedDate } from './published-date';

/** A card of an index: cover, date, title (the link) and summary. */
export function EntryCard({
  entry,
  headingLevel = 2,
  showDate = true,
  eager = false,
}: {
  entry: Card;
  headingLevel?: 2 | 3;
  showDate?: boolean;
  eager?: boolean;
}) {
  const { locale } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="entry-card"
      id={entry.url.includes('#') ? entry.slug : undefined}
      lang={langTag(entry.lang, locale)}
    >
      {entry.cover ? <ContentPicture image={entry.cover} size="card" eager={eager} decorative /> : null}
      <div className="entry-card__text">
        {showDate ? <PublishedDate iso={entry.publishedAt} /> : null}
        <Heading className="entry-card__title">
          {entry.url.includes('#') ? entry.title : <Link to={entry.url}>{entry.title}</Link>}
        </Heading>
        <p>{entry.summary}</p>
      </div>
    </article>
  );
}

/** The lang attribute of an entry written in another language than the page's (after fallback). */
export function langTag(lang: 'ru' | 'en' | 'kk', pageLocale: string): string | undefined {
  return pageLocale.startsWith(lang) ? undefined : lang;
}
