import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { CONSENT_SETTINGS_PARAM, parseConsent } from '@storefront/domain/analytics/consent';
import { COOKIES, MAX_PAGE_URL } from '@storefront/domain/constants';
import { BUSY_STATUSES } from '@storefront/domain/errors';
import { needsBackOfficeMessages } from '@storefront/domain/i18n/message-areas';
import { pageMessages, pageMessagesPath } from '@storefront/domain/i18n/page-messages';
import { type Messages, translatorFor } from '@storefront/domain/i18n/translator';
import { buildPath, getRoute, type RouteName } from '@storefront/domain/routes';
import { type LocaleTag, VARIANTS, variantFromPath } from '@storefront/domain/variants';
import { type ReactNode, useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { STAFF_LAYOUT_ID } from './features/staff/staff-layout-id';
import { ApiError } from './lib/api';
import { type BusyPageData, createApi } from './lib/api.server';
import { readCookie, writeCookie } from './lib/cookies';
import { I18nProvider } from './lib/i18n';
import { type LayoutData, type RootData, useLayout } from './lib/layout-data';
import { useNonce } from './lib/nonce';
import { keepMessages, messagesAt, useMessagesAt } from './lib/page-messages';
import { reloadOnChunkFailure } from './lib/reload-guard';
import { Analytics } from './shell/analytics';
import { AppBridge } from './shell/app-bridge';
import { CheckoutLayout } from './shell/checkout-layout';
import { ClearLayout } from './shell/clear-layout';
import { ConsentBanner } from './shell/consent-banner';
import { CookieSettingsProvider } from './shell/cookie-settings';
import { describeError, ErrorPage } from './shell/error-page';
import { MainLayout } from './shell/main-layout';
import { SharedUser } from './shell/shared-user';
import { UserProviders } from './shell/user-providers';
import appCss from './styles/app.css?url';
import { lazyPopup, lazyWhenIdle } from './ui/lazy-popup';
import { ToastProvider } from './ui/toast';

// What a first render does not draw comes when the page is idle: the build check (its first check is
// due a second after the page has loaded), the chat (its widget waits for idle anyway), page speed
// (the browser keeps its measurements until asked), and the loading bar, at once when a navigation
// starts (the bar shows only once one has lasted a while).
const BuildCheck = lazyWhenIdle(() => import('./shell/build-check').then((m) => m.BuildCheck));
const LiveChat = lazyWhenIdle(() => import('./shell/live-chat').then((m) => m.LiveChat));
const PageSpeed = lazyWhenIdle(() => import('./shell/page-speed').then((m) => m.PageSpeed));
const LoadingBar = lazyPopup<{ open: boolean }>(() => import('./shell/loading-bar').then((m) => m.LoadingBar));

// A chunk of an older build that is gone after a deploy: reload once to get the new one.
if (typeof window !== 'undefined') reloadOnChunkFailure();

export const links: Route.LinksFunction = () => [
  // The two faces every page's text needs are fetched with the stylesheets, not after layout.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: interCyrillic, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // One render-blocking stylesheet: tokens and font faces included (styles/app.css). With a precedence
  // React writes it before the scripts' modulepreloads, so it is not queued behind them.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The language of an address, for pages without the layout (Layout and meta do the same). */
const pathLocale = (pathname: string): LocaleTag => VARIANTS[variantFromPath(pathname) ?? 'ru'].locale;

/** A root-level error page still speaks its address's language: the error names its messages. */
interface RootErrorData extends Partial<BusyPageData> {
  /** As the root's data does (lib/layout-data.ts). */
  messagesUrl: string;
}

const errorMessagesUrl = (error: unknown): string | undefined =>
  isRouteErrorResponse(error) ? (error.data as RootErrorData | null)?.messagesUrl : undefined;

/** The page's messages, named by the root's data or its error; in memory by the time a page is drawn. */
function pageMessagesFor(locale: LocaleTag, url: URL): string {
  const messagesUrl = pageMessagesPath(locale, url);
  keepMessages(messagesUrl, pageMessages(locale, url));
  return messagesUrl;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = createApi(request, context);
  const pageUrl = `${url.pathname}${url.search}`;
  const failed = (status: number, busy?: BusyPageData) =>
    data<RootErrorData>(
      { messagesUrl: pageMessagesFor(pathLocale(url.pathname), url), ...busy },
      { status, headers: busy?.retryAfterS ? { 'retry-after': String(busy.retryAfterS) } : undefined },
    );
  // A client's mistake is never a server error: too long an address is 414, one the API cannot
  // read (bad encoding and the like) is a page that does not exist. A request the server refused
  // before routing (plugins/refusals.ts) gets the page of its status, with nothing read.
  if (context.statusPage) throw failed(context.statusPage);
  if (pageUrl.length > MAX_PAGE_URL) throw failed(414);
  let layout: LayoutData;
  try {
    layout = await api.get('/layout', { params: { query: { pageUrl } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw failed(404);
    // A busy API (429, 503) is the page's status and wait; a moved page's redirect goes on.
    if (error instanceof Response && BUSY_STATUSES.has(error.status)) {
      throw failed(error.status, (await error.json()) as BusyPageData);
    }
    if (error instanceof Response) throw error;
    // The API failed or could not be reached: the shop's 500 page, in the page's language.
    console.error(error);
    throw failed(500);
  }
  const name = layout.page.name as RouteName | null;
  if (name && layout.page.status === 200 && getRoute(name).auth && !layout.user.isAuthorized) {
    const backUrl = `${url.pathname}${url.search}`;
    throw redirect(`${buildPath('LogInIndex', layout.variant)}?backurl=${encodeURIComponent(backUrl)}`);
  }
  const headers = new Headers();
  for (const cookie of api.setCookies) headers.append('set-cookie', cookie);
  // Decided on the server, so the question is in the first paint rather than pushing the page down later.
  const askCity = readCookie(request.headers.get('cookie'), COOKIES.townNotification.name) === undefined;
  // The cookie banner too: shown to a shopper who has not answered, or who asked for the settings.
  const consent = parseConsent(readCookie(request.headers.get('cookie'), COOKIES.consent.name));
  const consentSettings = url.searchParams.has(CONSENT_SETTINGS_PARAM);
  // The page names its messages; this render takes them from memory, the browser from that address.
  const messagesUrl = pageMessagesFor(layout.locale, url);
  // The city's shared render for shoppers with a session: the API answered as no one (the web handler
  // saw to it); the browser fills the shopper's block in (shell/shared-user.tsx).
  const shared = context.sharedSession ? { userPending: true } : {};
  return data<RootData>({ layout, messagesUrl, askCity, consent, consentSettings, ...shared }, { headers });
}

/**
 * The root loads again when a page crosses into or out of the back office: its messages differ (the
 * page waits for them before it is drawn: lib/page-messages.ts).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || needsBackOfficeMessages(currentUrl) !== needsBackOfficeMessages(nextUrl);

export const meta: Route.MetaFunction = ({ data: root, error, location }) => {
  const meta = root?.layout.meta;
  if (!meta) {
    // Without the layout the page still speaks the language of its address, as Layout does.
    const locale = pathLocale(location.pathname);
    const messagesUrl = errorMessagesUrl(error);
    return [{ title: translatorFor(locale, (messagesUrl && messagesAt(messagesUrl)) || {})('shop.name') }];
  }
  if (error && !(isRouteErrorResponse(error) && error.status === 404)) return [{ title: meta.title }];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { name: 'keywords', content: meta.keywords },
  ];
};

const NO_MESSAGES: Messages = {};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const error = useRouteError();
  const { pathname } = useLocation();
  const nonce = useNonce();
  const locale = root?.layout.locale ?? pathLocale(pathname);
  const messagesUrl = root?.messagesUrl ?? errorMessagesUrl(error);
  const messages = useMessagesAt(messagesUrl) ?? NO_MESSAGES;
  // Marks the document once React has taken it over: tests and monitoring wait for it before pressing buttons.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // This browser runs the shop's scripts: its pages with a session may come from the shared render.
    if (readCookie(document.cookie, COOKIES.scripts.name) === undefined) writeCookie(COOKIES.scripts, '1');
  }, []);
  return (
    // data-messages: where the hydration starter and entry.client.tsx get the page's messages.
    <html lang={locale.slice(0, 2)} data-messages={messagesUrl}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale} messages={messages}>
          <ToastProvider>{children}</ToastProvider>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const layout = useLayout();
  const name = layout?.page.name as RouteName | null | undefined;
  // The back office draws its own layout (routes/staff/staff-layout.tsx).
  const backOffice = useMatches().some((m) => m.id === STAFF_LAYOUT_ID);
  const navigating = useNavigation().state !== 'idle';
  const page = backOffice ? (
    <Outlet />
  ) : // A mobile-app screen (the gift-card constructor among them): the app draws the chrome.
  layout?.isMobileApp ? (
    <main id="main" className="main main--app">
      <Outlet />
    </main>
  ) : name && getRoute(name).layout === 'clear' ? (
    <ClearLayout>
      <Outlet />
    </ClearLayout>
  ) : name && getRoute(name).layout === 'checkout' ? (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  ) : (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
  if (!layout) return page;
  return (
    <SharedUser>
      <UserProviders>
        <CookieSettingsProvider>
          <LoadingBar open={navigating} />
          <BuildCheck />
          {/* Before the page: the counters are on by the time the page's own effects report to them. */}
          {backOffice ? null : <Analytics />}
          {page}
          <AppBridge />
          {/* The shoppers' chat: the back office has no use for it. */}
          {backOffice ? null : <LiveChat />}
          {/* Shoppers' page speed, measured on a sample of page loads. */}
          {backOffice ? null : <PageSpeed />}
          {/* Last on the page: it keeps to the bottom of the window (styles/consent.css). */}
          {backOffice ? null : <ConsentBanner />}
        </CookieSettingsProvider>
      </UserProviders>
    </SharedUser>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage {...describeError(error)} />;
}
