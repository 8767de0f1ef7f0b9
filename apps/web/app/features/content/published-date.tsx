import { useI18n } from '../../lib/i18n';

/** A publication date in the page's language (dates are shown in the shop's time zone, UTC+3). */
export function PublishedDate({ iso }: { iso: string }) {
  const { locale } = useI18n();
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Moscow' }).format(new Date(iso));
  return (
    // Node's and the browser's ICU may word a date slightly differently (Kazakh): keep the server's text.
    <time className="entry-date" dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
