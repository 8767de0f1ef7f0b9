/** The interface language of a request: locale cookie, then Accept-Language, then the variant's default. */
import { COOKIES } from '@storefront/domain/constants';
import { detectLocale } from '@storefront/domain/i18n/translate';
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
    request.locale = detectLocale(
      VARIANTS[request.variant],
      request.cookies[COOKIES.locale.name],
      request.headers['accept-language'],
    );
  });
}
