/** What the shopper's requests are scoped by: their city (or the variant's default) and content language. */
import { contentLang } from '@storefront/domain/i18n/translate';
import { type LocaleTag, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import type { CurrentSession } from './session.service.ts';

export function cityIdOf(session: CurrentSession | null, variant: VariantKey): number {
  return session?.cityId ?? VARIANTS[variant].defaultCityId;
}

export function shopperScope(session: CurrentSession | null, request: { variant: VariantKey; locale: LocaleTag }) {
  return { variant: request.variant, lang: contentLang(request.locale), cityId: cityIdOf(session, request.variant) };
}
