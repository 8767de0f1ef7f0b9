/**
 * The pages' Content-Security-Policy and framing. A rendered answer allows its inline scripts by the
 * answer's nonce; a page from memory allows exactly its own inline scripts by their SHA-256 hashes
 * (cached-page.ts); no page allows 'unsafe-inline' script. Answers other than pages get the API's
 * policy that allows nothing (apps/api plugins/security-headers.ts).
 *
 * - frame-ancestors 'none' and X-Frame-Options DENY, except for the mobile app's web view
 *   (requests with X-Mobile-App), which shows pages inside the app, and pages in app mode by the
 *   query or cookie, which the shop's own app harness (/staff/app-harness/) frames: 'self' only.
 * - The live chat adds exactly its script's origin; without it no chat host is named.
 * - The analytics counters add their hosts when some variant has an id for them (decision 039);
 *   whether a page loads them is the shopper's consent, decided in the browser.
 * - form-action adds the hosted payment pages of the gateways some variant uses (apps/api config.ts
 *   PAYMENT_PAGES): a checkout posted without scripts is answered with a redirect to the gateway's
 *   page, and browsers hold every redirect after a form post to the posting page's form-action. Only
 *   the gateways in use are named, each by its page's origin alone (never its API's or a wildcard);
 *   with only the test gateway, whose page is the shop's own, the policy stays form-action 'self'.
 *   (The other way, a page of the shop sending the shopper on by a link and a meta refresh, would keep
 *   'self' alone but puts a page of its own and one more round trip before every plain-form payment;
 *   the hosts named here are ones the shop already trusts with its shoppers' payments.)
 */
import { COUNTER_ORIGINS, type CounterIds } from '@storefront/domain/analytics/counters';
import { APP_MODE_MARKERS, resolveAppMode } from '@storefront/domain/app-mode';

/** Where the maps provider's script and tiles come from (apps/web/app/ui/map-loader.ts). */
export const MAPS_ORIGINS = ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yastatic.net'];

/** What of the shop's configuration shapes the policy. */
export interface CspSettings {
  MAPS_API_KEY?: string | undefined;
  liveChat: { origin: string } | null;
  /** Each variant's counter ids (apps/api config.ts `analytics`). */
  analytics: Readonly<Record<string, CounterIds | null>>;
  /** The origins of the hosted payment pages a plain-form checkout is sent on to (apps/api config.ts). */
  paymentPages: readonly string[];
}

/** The counters' hosts for scripts and for their hits, when any variant has the counter's id. */
function counterHosts(analytics: CspSettings['analytics']): { script: string[]; connect: string[]; frame: string[] } {
  const ids = Object.values(analytics);
  const ga4 = ids.some((c) => c?.ga4Id) ? COUNTER_ORIGINS.ga4 : null;
  const ym = ids.some((c) => c?.ymId) ? COUNTER_ORIGINS.ym : null;
  return {
    script: [...(ga4?.script ?? []), ...(ym?.script ?? [])],
    connect: [...(ga4?.connect ?? []), ...(ym?.connect ?? [])],
    // Metrica's session replay and its click map open frames of its own hosts.
    frame: [...(ym?.connect ?? [])],
  };
}

/** Who may frame a page: anyone (the app's web view), the shop's own pages (app mode: the harness), nobody. */
export type Framing = 'any' | 'self' | 'none';

/** X-Frame-Options for a page framed as `framing` allows (none for 'any'). */
export const FRAME_OPTIONS: Record<Framing, string | null> = { any: null, self: 'SAMEORIGIN', none: 'DENY' };

/** A policy's source for an answer's inline scripts that carry `nonce`. */
export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/**
 * The page policy: own scripts plus the answer's inline scripts, named by `scripts` (the source of
 * this answer's nonce, or a cached page's script hashes); no 'unsafe-inline' script.
 */
export function pageCsp(settings: CspSettings, scripts: string, framing: Framing = 'none'): string {
  const maps = settings.MAPS_API_KEY ? MAPS_ORIGINS : [];
  const chat = settings.liveChat ? [settings.liveChat.origin] : [];
  const counters = counterHosts(settings.analytics);
  // A host two lists name (yastatic.net: maps and Metrica) is named once.
  const hosts = (...lists: string[][]) => [...new Set(lists.flat())].join(' ');
  const frames = [...chat, ...counters.frame];
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scripts} ${hosts(maps, chat, counters.script)}`.trim(),
    // React sets style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline' ${hosts(maps, chat)}`.trim(),
    `img-src 'self' data: blob: ${hosts(maps, chat, counters.connect)}`.trim(),
    `connect-src 'self' ${hosts(maps, chat, counters.connect)}`.trim(),
    // The chat's window may be a frame of its own host.
    ...(frames.length ? [`frame-src 'self' ${hosts(frames)}`] : []),
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    // A plain-form checkout is redirected to the gateway's page (the header comment).
    `form-action 'self' ${hosts([...settings.paymentPages])}`.trim(),
    ...(framing === 'any' ? [] : [`frame-ancestors '${framing}'`]),
  ];
  return directives.join('; ');
}

/** Stands for the script sources in a policy built once and split around them. */
const SOURCES_MARK = '\u0000';

/** The page policies of each framing, built once and split where an answer's script sources go. */
export function pagePolicies(settings: CspSettings): (framing: Framing) => string[] {
  const parts: Partial<Record<Framing, string[]>> = {};
  return (framing) => (parts[framing] ??= pageCsp(settings, SOURCES_MARK, framing).split(SOURCES_MARK));
}

/**
 * Who may frame the page: the app's web view marks its requests with the header (any ancestor);
 * a page in app mode by the query or the cookie may be framed by the shop's own app harness.
 */
export function pageFraming(
  request: { headers: Record<string, string | string[] | undefined> },
  search: string,
  cookies: Record<string, string>,
): Framing {
  if (request.headers[APP_MODE_MARKERS.header] !== undefined) return 'any';
  const { mode } = resolveAppMode({
    query: new URLSearchParams(search).get(APP_MODE_MARKERS.query),
    cookie: cookies[APP_MODE_MARKERS.cookie],
  });
  return mode ? 'self' : 'none';
}
