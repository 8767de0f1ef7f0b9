import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';

/** The trail to the product; the product itself is the last, current item. */
export function Breadcrumbs({ items, current }: { items: { text: string; url: string }[]; current: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
      <ol>
        {items.map((c) => (
          <li key={c.url}>
            <Link to={c.url}>{c.text}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
