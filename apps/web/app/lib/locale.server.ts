/** The interface language of a page request, found as the API finds it. */
import { COOKIES } from '@storefront/domain/constants';
import { detectLocale } from '@storefront/domain/i18n/translate';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { readCookie } from './cookies';
import { previewLocaleOf } from './preview-locale';

/** The language the page's request asks for: a back-office preview's own, else the locale cookie's. */
function chosenLocale(request: Request): string | undefined {
  return previewLocaleOf(new URL(request.url)) ?? readCookie(request.headers.get('cookie'), COOKIES.locale.name);
}

/** The locale the API answers in: the same detection (cookie, Accept-Language, variant default). */
export function requestLocale(request: Request, variant: VariantKey): LocaleTag {
  return detectLocale(VARIANTS[variant], chosenLocale(request), request.headers.get('accept-language') ?? undefined);
}
