/** Picks the interface language among the variant's; works as a plain form without JavaScript. */
import { Form, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';

export function LanguageSwitcher({ languages }: { languages: Record<string, string> }) {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const entries = Object.entries(languages);
  if (entries.length < 2) return null;
  return (
    <Form method="post" action="/_actions/locale/" reloadDocument className="language-switcher">
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <label htmlFor="language-select">{t('header.language')}</label>
      <select id="language-select" name="locale" defaultValue={locale}>
        {entries.map(([tag, name]) => (
          <option key={tag} value={tag}>
            {name}
          </option>
        ))}
      </select>
      <button type="submit">{t('footer.language.apply')}</button>
    </Form>
  );
}
