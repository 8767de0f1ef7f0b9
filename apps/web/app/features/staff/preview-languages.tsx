/**
 * Links to a back-office preview in each language of its shop. The language goes in the preview's
 * address (lib/preview-locale.ts), not through the shop's language switch: the back office keeps its own.
 */
import type { LocaleTag } from '@storefront/domain/variants';
import { previewHref } from '../../lib/preview-locale';

interface Props {
  /** The navigation's name. */
  label: string;
  /** The preview's address (with `?preview=`). */
  url: string;
  locales: readonly LocaleTag[];
  /** A link's text for a language. */
  name: (locale: LocaleTag) => string;
}

export function PreviewLanguages({ label, url, locales, name }: Props) {
  return (
    <nav aria-label={label} className="content-editor__previews">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            {/* A document load: the preview's page has its own language and layout. */}
            <a className="button" href={previewHref(url, locale)}>
              {name(locale)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
