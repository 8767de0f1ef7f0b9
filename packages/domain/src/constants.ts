/** Business constants and limits of spec section 9. */
import { DEFAULT_VARIANT, VARIANTS } from './variants.ts';

export const CATALOG_CHUNK = { mobile: 24, desktop: 36 } as const;
/**
 * The home page's grids fill their rows: 2 columns on phones, 4 from tablets up (home.css), so the
 * categories and each shelf of goods come in multiples of 4.
 */
export const HOME_CATEGORY_COUNT = 8;
export const HOME_SHELF_SIZE = 8;
/** Reviews quoted on the home page: one row of 3 on a desktop, a column on a phone. */
export const HOME_REVIEW_COUNT = 3;
export const FAVOURITES_CHUNK = 48;
export const WAITING_LIST_PAGE_SIZE = 48;
export const REVIEWS_CHUNK = 5;
/** How many viewed products a guest's browser keeps (newest first) for the watched carousel. */
export const WATCHED_IDS_MAX = 12;
export const DEFAULT_CATALOG_SORT = { sort: 'popular', order: 'desc' } as const;

export const BASKET_DEBOUNCE_MS = 350;
export const FAVOURITE_DEBOUNCE_MS = 200;
export const QUERY_UPDATE_THROTTLE_MS = 40;
export const TOAST_DURATION_MS = 3000;
export const CLIPBOARD_COPIED_MS = 1500;

/** Items per row: few is 2 everywhere; many is 4 desktop, 3 tablet, 2 mobile. */
export const ITEMS_PER_ROW = {
  few: { desktop: 2, tablet: 2, mobile: 2 },
  many: { desktop: 4, tablet: 3, mobile: 2 },
} as const;

export const API_RETRY = { times: 2, delayMs: 3000 } as const;
export const CITY_SEARCH_MIN_CHARS = 2;
export const MIN_NAME_LENGTH = 2;
/** The default variant's zone: each variant's zone is kept once, in VARIANTS. */
export const DEFAULT_SERVER_TIME_ZONE = VARIANTS[DEFAULT_VARIANT].timeZone;
/** How long the loading bar holds full once a navigation has ended, before it goes. */
export const NAVIGATION_PAUSE_MS = 100;
/** Open pages ask for the newest build's id (BUILD_MANIFEST_PATH) this long after they are ready, then every OUTDATED_BUILD_CHECK_MS. */
export const FIRST_BUILD_CHECK_MS = 1000;
export const OUTDATED_BUILD_CHECK_MS = 60 * 60 * 1000;
/** Where the web build publishes its id, `{ "id": "…" }`, served without caching. */
export const BUILD_MANIFEST_PATH = '/build.json';
export const PAGE_RELOAD_GUARD_MS = 10_000;
/** Work a page defers until the browser is idle (login forms, the live chat) waits at most this long. */
export const IDLE_TASK_TIMEOUT_MS = 5000;

export const GIFT_CARD_AMOUNT = { min: 300, max: 150_000 } as const;
export const GIFT_CARD_SMS_HOURS = 3;
export const IMMEDIATE_DELIVERY_HOURS = 3;
export const COURIER_PROVIDER_HOURS = { days: [1, 2, 3, 4, 5], from: '10:00', to: '18:00' } as const;

const DAY_S = 24 * 60 * 60;
export const COOKIES = {
  locale: { name: 'locale', maxAgeS: 365 * DAY_S },
  viewport: { name: 'viewport', maxAgeS: 365 * DAY_S, path: '/', sameSite: 'strict', secure: true },
  itemsPerRow: { name: 'items_per_row', maxAgeS: 365 * DAY_S },
  townNotification: { name: 'town_notification', maxAgeS: 30 * DAY_S },
  favouritesSort: { name: 'favourites_sort', maxAgeS: 365 * DAY_S },
  session: { name: 'sid' },
  /**
   * Set by the page once it has hydrated: this browser runs the shop's scripts, so a page with a
   * session may come from the shared render and have its personal parts filled in by the browser
   * (routes.ts `sessionShare`). Never part of a cached page's key.
   */
  scripts: { name: 'js', maxAgeS: 365 * DAY_S, path: '/', sameSite: 'lax' },
  /**
   * The shopper's answer to the cookie banner (analytics/consent.ts), for a year; it shapes the page
   * (the banner or not), so it is part of a cached page's key like the display cookies.
   */
  consent: { name: 'cookie_consent', maxAgeS: 365 * DAY_S },
} as const;

/**
 * A request header naming the language (a locale tag) of that one request, before the locale cookie:
 * a back-office preview in another language asks the API in it (the web's lib/preview-locale.ts)
 * while the editor's cookie keeps the back office's own.
 */
export const LOCALE_HEADER = 'x-locale';

export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 760,
  desktop: 1280,
  desktopMedium: 1400,
  desktopWide: 1600,
} as const;
export type Viewport = keyof typeof VIEWPORT_BREAKPOINTS;
export const VIEWPORT_FALLBACK: Viewport = 'mobile';

/** Search robots and television browsers: pages for them are laid out for a desktop. */
const DESKTOP_AGENTS =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|lighthouse|smart-?tv|hbbtv|appletv|googletv|crkey|roku|web0s|netcast|bravia|\baft[a-z]\b/i;
/** Systems of TVs and of other devices: a TV's agent names 'tv' after them in the same part ('Tizen 6.0 TV'). */
const TV_SYSTEMS = ['tizen', 'webos'];

/**
 * Whether a part of the agent (between ';' and ')') names the system and, after it, 'tv'. Plain string
 * search, linear: the expression /tizen[^;)]*tv/ is tried from every 'tizen' to the end of its part,
 * quadratic in an agent repeating it.
 */
function namesTvSystem(agent: string): boolean {
  return agent
    .toLowerCase()
    .split(/[;)]/)
    .some((part) =>
      TV_SYSTEMS.some((system) => {
        const at = part.indexOf(system);
        return at >= 0 && part.includes('tv', at + system.length);
      }),
    );
}

/** The viewport of a first render without the viewport cookie: desktop for bots and TVs, else the fallback. */
export function viewportOfAgent(userAgent: string | null | undefined): Viewport {
  return userAgent && (DESKTOP_AGENTS.test(userAgent) || namesTvSystem(userAgent)) ? 'desktop' : VIEWPORT_FALLBACK;
}

/**
 * The navigation loading bar: shown only once a navigation has lasted throttleMs, fills in
 * durationMs, heightPx high; grey inside the mobile app (its own colour is the app's).
 */
export const LOADING_BAR = { throttleMs: 400, durationMs: 300, heightPx: 2 } as const;
export const MODAL_Z_INDEX = { base: 1000, step: 2 } as const;
export const SCROLL_UNLOCK_DELAY_MS = 50;
export const TRANSLATION_DEFAULT_LOCALE = 'en-US';

/** Digits of a login code sent by SMS (one in a million per guess; a code allows a few guesses). */
export const LOGIN_CODE_LENGTH = 6;
/** What a login code looks like when typed: exactly LOGIN_CODE_LENGTH digits. */
export const LOGIN_CODE_PATTERN = new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`);

/** Longest page address (path and query) the shop answers; longer ones get 414 (spec: URL limits of browsers and proxies). */
export const MAX_PAGE_URL = 2048;
/**
 * Bounds on any request's address, checked before routing (apps/api/src/plugins/refusals.ts), so a
 * request's cost cannot grow with its address: the whole address (an API call's query included),
 * the path, and its depth (the deepest real page — a category three levels down with the variant's
 * prefix — has six segments). The whole address allows React Router's route discovery
 * (`/__manifest?p=…` for the links on a page), which asks with up to 7,680 characters and splits
 * longer lists itself; below that, a listing's links got 414 and were never discovered.
 */
export const REQUEST_ADDRESS_LIMITS = { url: 8192, path: 1024, segments: 16 } as const;
