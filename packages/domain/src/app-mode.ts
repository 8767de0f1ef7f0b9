/**
 * How the shop knows it runs inside its mobile app (spec sections 1 and 6). Two modes:
 * - mobile-app: the page is a screen of the app; the app draws the chrome (header, footer, tab bar)
 *   and takes over authorization, city change, filter, share, like, payments by SBP and the rest.
 * - web-view: the app shows a page in its in-app web view; the site keeps its chrome but hands
 *   authorization, city change, filter, share and like to the app the same way.
 *
 * The app marks the first page it opens with the header or the query parameter; the layout answer
 * turns the marker into a session cookie, so later navigations and the page's own calls keep the mode.
 * The header wins over the query parameter, which wins over the cookie; `app_mode=none` ends the mode.
 */
export const APP_MODES = ['mobile-app', 'web-view'] as const;
export type AppMode = (typeof APP_MODES)[number];

export const APP_MODE_MARKERS = {
  /** `X-Mobile-App: 1` opens mobile-app mode, `X-Mobile-App: webview` web-view mode. */
  header: 'x-mobile-app',
  /** `?app_mode=mobile-app`, `?app_mode=web-view`, or `?app_mode=none` to leave the mode. */
  query: 'app_mode',
  /** Session cookie holding the mode (no expiry: it ends with the app's web view). */
  cookie: 'app_mode',
} as const;

const HEADER_VALUES: Record<string, AppMode> = { '1': 'mobile-app', webview: 'web-view' };

const isAppMode = (value: string | null | undefined): value is AppMode =>
  (APP_MODES as readonly string[]).includes(value ?? '');

export interface AppModeMarkers {
  header?: string | undefined;
  query?: string | null | undefined;
  cookie?: string | undefined;
}

/** The mode a request is in, and whether the cookie has to change to remember it. */
export function resolveAppMode({ header, query, cookie }: AppModeMarkers): {
  mode: AppMode | null;
  /** The cookie value to set (`null`: clear it), or undefined when the cookie is already right. */
  setCookie?: AppMode | null;
} {
  const remembered = isAppMode(cookie) ? cookie : null;
  const fromHeader = header === undefined ? undefined : HEADER_VALUES[header.trim().toLowerCase()];
  const fromQuery = query === 'none' ? null : isAppMode(query) ? query : undefined;
  const mode = fromHeader ?? (fromQuery === undefined ? remembered : fromQuery);
  return mode === remembered ? { mode } : { mode, setCookie: mode };
}
