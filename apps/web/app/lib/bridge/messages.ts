/**
 * The mobile-app bridge's message catalogue (spec section 7, "Mobile-app bridge"; protocol in
 * docs/mobile-app-bridge.md). Messages to the app are text: the payload as JSON. Messages from the
 * app arrive through `window.appBridge.receive(name, payload)` (receive.ts).
 */

type Empty = Record<string, never>;

/** Page → app: every message the page sends, by name, with its payload. */
export interface ToAppMessages {
  /** The shopper must log in: the app opens its authorization and answers `authorized` (or `authorizationCancelled`). */
  openAuthorization: { backUrl: string };
  /** The shopper wants another city: the app opens its city choice and answers `cityChanged`. */
  updateCity: { locationCode: string; cityId: number; city: string };
  /** The number of favourites, whenever it changes. */
  changeFavouritesCount: { count: number };
  /** The number of goods in the basket (sum of quantities), whenever it changes. */
  changeBasketCount: { count: number };
  /** The number of active filters on a listing, for the app's filter button (0 off a listing). */
  filterCount: { count: number };
  /** The shopper asked for the filter: the app shows its own and opens `url` with the chosen query. */
  openFilter: { url: string; count: number };
  /** Share a page through the app's share sheet. */
  share: { url: string; title: string };
  /** A favourite was toggled (already saved by the page): the app updates its own favourites. */
  like: { productId: number; liked: boolean };
  /** The page changed (after the first render and every navigation). */
  changePage: { url: string; name: string | null };
  /** The document title changed. */
  changeTitle: { title: string };
  /** An order is paid by SBP: the app opens the payment (the bank's app) instead of the web page. */
  sbpPayment: { orderNumber: string; paymentUrl: string };
  /** The favourites list was shared: the app offers the link in its share sheet. */
  shareFavourites: { url: string };
  /** A modal opened: the app stops its own scrolling and gestures. */
  disableScroll: Empty;
  /** The last modal closed. */
  enableScroll: Empty;
  /** The app shows this page as its own screen (main page, a shared favourites list) or an outside address. */
  redirectPage: { target: RedirectTarget; url: string };
}

export type RedirectTarget = 'main' | 'favouritesSharing' | 'external';
export type ToAppName = keyof ToAppMessages;

/** Each message with the words the spec lists it by (a test keeps both sides complete). */
export const TO_APP_MESSAGES: { readonly [N in ToAppName]: string } = {
  openAuthorization: 'open authorization',
  updateCity: 'updateCity',
  changeFavouritesCount: 'change favourite counts',
  changeBasketCount: 'change basket counts',
  filterCount: 'filter count',
  openFilter: 'filter count',
  share: 'share',
  like: 'like',
  changePage: 'page',
  changeTitle: 'title',
  sbpPayment: 'sbp payment',
  shareFavourites: 'favourites share',
  disableScroll: 'scroll disable',
  enableScroll: 'scroll enable',
  redirectPage: 'redirect page',
};

/** App → page. */
export interface FromAppMessages {
  /** The shopper logged in inside the app (the session cookie is shared): the page reloads user data. */
  authorized: Empty;
  /** The app's authorization was closed without logging in. */
  authorizationCancelled: Empty;
  /** The city changed in the app (already saved), or the page should save `locationCode`; the page reloads. */
  cityChanged: { locationCode?: string };
  /**
   * The app asks for the web counters, with what its shopper allowed in the app's own consent
   * screen; without this message no counter loads inside the app (decision 039). Sent after each page load.
   */
  analyticsConsent: { analytics: boolean; marketing: boolean };
}

export type FromAppName = keyof FromAppMessages;

export type FromAppMessage = { [N in FromAppName]: { name: N; payload: FromAppMessages[N] } }[FromAppName];

/** Reads a message from the app; null for a name or payload it does not know. */
export function parseFromApp(name: unknown, payload: unknown): FromAppMessage | null {
  let body: unknown = payload ?? {};
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  switch (name) {
    case 'authorized':
    case 'authorizationCancelled':
      return { name, payload: {} };
    case 'cityChanged': {
      const code = fields.locationCode;
      if (code === undefined || code === null) return { name, payload: {} };
      return typeof code === 'string' && code.length > 0 && code.length <= 64
        ? { name, payload: { locationCode: code } }
        : null;
    }
    case 'analyticsConsent': {
      const { analytics, marketing } = fields;
      return typeof analytics === 'boolean' && typeof marketing === 'boolean'
        ? { name, payload: { analytics, marketing } }
        : null;
    }
    default:
      return null;
  }
}
