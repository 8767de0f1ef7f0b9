/**
 * The interface language of a request: the X-Locale header (LOCALE_HEADER, one request's own, as a
 * back-office preview in another language sends it), the locale cookie, then Accept-Language, then the
 * variant's default. A header or cookie naming a language the variant does not speak is passed over.
 */
import { COOKIES, LOCALE_HEADER } from '@storefront/domain/constants';
import { detectLocale, isLocaleTag } from '@storefront/domain/i18n/translate';
import { type LocaleTag, VARIANTS } from '@storefront/domain/variants';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    locale: LocaleTag;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'ru-RU');
  app.addHook('preHandler', async (request) => {
    const variant = VARIANTS[request.variant];
    const asked = request.headers[LOCALE_HEADER];
    const chosen = isLocaleTag(asked) && variant.locales.includes(asked) ? asked : request.cookies[COOKIES.locale.name];
    request.locale = detectLocale(variant, chosen, request.headers['accept-language']);
  });
}
