/**
 * The interface languages of the variant as short buttons (ҚАЗ · РУС · EN): a press applies at once.
 * A plain form posting to the locale action, so it works without JavaScript as well.
 */
import { isLocaleTag } from '@storefront/domain/i18n/translator';
import { LOCALE_SHORT_NAMES } from '@storefront/domain/variants';
import { Form, useLocation } from 'react-router';
import { useI18n } from '../lib/i18n';

export function LanguageSwitcher({ languages }: { languages: Record<string, string> }) {
  const { t, locale } = useI18n();
  const { pathname, search } = useLocation();
  const tags = Object.keys(languages).filter(isLocaleTag);
  if (tags.length < 2) return null;
  return (
    <Form method="post" action="/_actions/locale/" reloadDocument className="language-switcher">
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <fieldset>
        <legend className="visually-hidden">{t('header.language')}</legend>
        {tags.map((tag) => (
          <button
            key={tag}
            type="submit"
            name="locale"
            value={tag}
            lang={tag}
            title={languages[tag]}
            aria-pressed={tag === locale}
            className="language-switcher__option"
          >
            {LOCALE_SHORT_NAMES[tag]}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
