/** The interface language of a page request, found as the API finds it. */
import { detectLocale } from '@storefront/domain/i18n/translate';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';

/** The locale the API answers in: the same detection (cookie, Accept-Language, variant default). */
export function requestLocale(request: Request, variant: VariantKey): LocaleTag {
  const cookie = /(?:^|;\s*)locale=([^;]+)/.exec(request.headers.get('cookie') ?? '')?.[1];
  return detectLocale(VARIANTS[variant], cookie, request.headers.get('accept-language') ?? undefined);
}
