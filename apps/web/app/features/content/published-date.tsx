import { formatDate } from '@storefront/domain/dates';
import { useI18n } from '../../lib/i18n';

/** A publication date in the page's language (dates are shown in the shop's time zone, UTC+3). */
export function PublishedDate({ iso }: { iso: string }) {
  const { locale } = useI18n();
  return (
    <time className="entry-date" dateTime={iso}>
      {formatDate(new Date(iso), locale, 'Europe/Moscow')}
    </time>
  );
}
