/** Which shop page the app harness frames, and in which app mode, from its own address (?page=…&mode=…). */
import { APP_MODE_MARKERS, APP_MODES, type AppMode } from '@storefront/domain/app-mode';
import { STAFF_BASE } from '@storefront/domain/staff';

export interface HarnessTarget {
  /** Path and query of the shop page, without the app marker. */
  page: string;
  mode: AppMode;
  /** The frame's address: the page with the marker of the mode. */
  src: string;
}

/** Only the shop's own pages, and not the back office (the harness would frame itself). */
function shopPage(value: string | null): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const url = new URL(value, 'http://shop');
  if (url.pathname.startsWith(STAFF_BASE)) return '/';
  url.searchParams.delete(APP_MODE_MARKERS.query);
  return `${url.pathname}${url.search}`;
}

export function harnessTarget(search: URLSearchParams): HarnessTarget {
  const page = shopPage(search.get('page'));
  const asked = search.get('mode');
  const mode = APP_MODES.find((m) => m === asked) ?? 'mobile-app';
  const url = new URL(page, 'http://shop');
  url.searchParams.set(APP_MODE_MARKERS.query, mode);
  return { page, mode, src: `${url.pathname}${url.search}` };
}
