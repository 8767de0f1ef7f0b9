/**
 * The language of a back-office preview (`?preview=…&lang=en-US`): the page speaks it for this request
 * only, as if the locale cookie said it, so the editor's own back-office language stays as it was.
 * Its API calls, the loaders' (api.server.ts) and the browser's after load (api.client.ts) alike, ask in
 * it with the X-Locale header (previewLocaleHeaders), which the API prefers to the cookie.
 */
import { LOCALE_HEADER } from '@storefront/domain/constants';
import { isLocaleTag } from '@storefront/domain/i18n/translator';
import type { LocaleTag } from '@storefront/domain/variants';

export const PREVIEW_LOCALE_PARAM = 'lang';

/** A preview address (it has `?preview=`) in `locale`. */
export function previewHref(previewUrl: string, locale: LocaleTag): string {
  const [path = '', query = ''] = previewUrl.split('?');
  const params = new URLSearchParams(query);
  params.set(PREVIEW_LOCALE_PARAM, locale);
  return `${path}?${params}`;
}

/** The language a preview address asks for, or undefined (no preview, or no valid language). */
export function previewLocaleOf(url: URL): LocaleTag | undefined {
  if (!url.searchParams.has('preview')) return undefined;
  const locale = url.searchParams.get(PREVIEW_LOCALE_PARAM);
  return isLocaleTag(locale) ? locale : undefined;
}

/** The headers an API call from the page at `url` sends so that it asks in the preview's language: none off a preview. */
export function previewLocaleHeaders(url: URL): Record<string, string> {
  const locale = previewLocaleOf(url);
  return locale ? { [LOCALE_HEADER]: locale } : {};
}
