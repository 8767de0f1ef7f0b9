/**
 * The trail of links to a page. The page itself is either the last, plain item (`current`) or, where
 * the last link is the page (a catalogue's own section), that link marked as the current page.
 */
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n';

export interface Crumb {
  text: string;
  url: string;
}

export function Breadcrumbs({
  items,
  current,
  lastIsCurrent = false,
}: {
  items: readonly Crumb[];
  current?: string;
  lastIsCurrent?: boolean;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
      <ol>
        {items.map((c, i) => (
          <li key={c.url}>
            <Link to={c.url} aria-current={lastIsCurrent && i === items.length - 1 ? 'page' : undefined}>
              {c.text}
            </Link>
          </li>
        ))}
        {current === undefined ? null : <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
