/** `GET layout`: the layout data of spec section 3 and the page meta of the page being rendered. */
import type { AppMode } from '@storefront/domain/app-mode';
import { ROUTE_TITLES } from '@storefront/domain/i18n/route-titles';
import { contentLang, createTranslator, type Translate } from '@storefront/domain/i18n/translate';
import { currencySign } from '@storefront/domain/money';
import { PHONE_MASKS } from '@storefront/domain/phone-masks';
import { stripVariantPrefix } from '@storefront/domain/redirects';
import { buildPath, matchRoute, paramsAreValid, type RouteName } from '@storefront/domain/routes';
import { timeZoneList } from '@storefront/domain/time-zones';
import { type LocaleTag, VARIANTS, type VariantKey, variantFromPath } from '@storefront/domain/variants';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { catalogDictionary } from '../catalog/catalog-dictionary.ts';
import { findLocation } from '../locations/city-location.ts';
import type { LocationData } from '../locations/locations.schemas.ts';
import { type ShopperRead, userBlockOf } from '../user-block/user-block.ts';
import type { Layout, LayoutQuery } from './layout.schemas.ts';
import { buildFooter, buildHeader } from './menus.ts';

export interface LayoutContext {
  db: Db;
  config: Config;
  variant: VariantKey;
  locale: LocaleTag;
  /** The session with the shopper's context (user-block.ts), the variant's announcement among it: one statement. */
  shopper: ShopperRead;
  /** The mobile-app or web-view mode the request is in (spec section 6), or null on the plain site. */
  appMode: AppMode | null;
}

export async function getLayout(ctx: LayoutContext, query: LayoutQuery): Promise<Layout> {
  const { db, config, variant, locale, shopper } = ctx;
  const { session, context } = shopper;
  const v = VARIANTS[variant];
  const t = createTranslator(locale);
  const lang = contentLang(locale);
  const now = new Date();

  // Reference data kept between requests: the catalogue's tree (in menu order) and the city; no statement here.
  const [topCategories, location] = await Promise.all([
    catalogDictionary(db).then((d) => d.roots.filter((c) => c.depth === 1)),
    findLocation(db, session?.cityId ?? v.defaultCityId, lang),
  ]);
  const announcement = context.announcement ?? null;

  const page = resolvePage(query, variant);
  const phone = variant === 'ru' ? config.CUSTOMER_PHONE_RU : variant === 'kz' ? config.CUSTOMER_PHONE_KZ : null;
  const appLinks =
    variant === 'ru'
      ? { ios: config.APP_STORE_URL_RU ?? null, android: config.GOOGLE_PLAY_URL_RU ?? null }
      : variant === 'kz'
        ? { ios: config.APP_STORE_URL_KZ ?? null, android: config.GOOGLE_PLAY_URL_KZ ?? null }
        : null;

  return {
    variant,
    locale,
    user: userBlockOf(shopper),
    isMobileApp: ctx.appMode === 'mobile-app',
    isWebView: ctx.appMode === 'web-view',
    // The mobile app opens the gift-card purchase as its own screen: minimal chrome.
    isGCConstructor: ctx.appMode === 'mobile-app' && page.name === 'GiftCardsIndex',
    languages: Object.fromEntries(v.locales.map((l) => [l, t(`language.${l}`)])),
    header: buildHeader(
      variant,
      t,
      topCategories.map((c) => ({ text: c.name[lang], url: buildPath('CatalogIndex', variant, { '*': c.path }) })),
    ),
    footer: buildFooter(variant, t),
    currency: { code: v.currency, sign: currencySign(v.currency) },
    customerPhone: v.hasCustomerPhone && phone ? { number: phone, tollFree: v.customerPhoneTollFree } : null,
    appLinks: v.hasAppLinks ? appLinks : null,
    mapCenter: [v.mapCenter[0], v.mapCenter[1]],
    webVitalsSampleRate: config.WEB_VITALS_SAMPLE_RATE,
    timeZoneList: timeZoneList(now),
    phoneMasks: PHONE_MASKS[variant].map((m) => ({ ...m })),
    location: location ?? fallbackLocation(variant),
    page,
    meta: query.meta ? pageMeta(t, lang, page.name, page.status, query.pageUrl) : null,
    announcement: announcement ? { text: announcement.text[lang], link: announcement.link } : null,
    liveChat: config.liveChat ? { scriptUrl: config.liveChat.scriptUrl } : null,
    analytics: config.analytics[variant],
  };
}

/** Which page a URL is in the variant, and whether it exists (404 otherwise). */
export function resolvePage(query: LayoutQuery, variant: VariantKey): Layout['page'] {
  const path = query.pageUrl.split(/[?#]/)[0] ?? '/';
  const pathVariant = variantFromPath(path) ?? 'ru';
  const match = pathVariant === variant ? matchRoute(path, variant) : null;
  if (!match || !paramsAreValid(match.route, match.params)) {
    return { name: query.pageName ?? null, status: 404 };
  }
  return { name: match.route.name, status: 200 };
}

export function pageMeta(
  t: Translate,
  lang: 'ru' | 'en' | 'kk',
  name: string | null,
  status: number,
  pageUrl: string,
): Layout['meta'] {
  const shop = t('shop.name');
  const h1 =
    status === 404 || !name ? t('errors.404.title') : (ROUTE_TITLES[name as RouteName]?.[lang] ?? t('shop.tagline'));
  const title = name === 'MainIndex' ? `${shop} — ${h1}` : `${h1} — ${shop}`;
  return {
    title,
    description: t('meta.description', { h1, shop }),
    h1,
    sectionName: stripVariantPrefix(pageUrl).split('/')[1] ?? '',
    keywords: [h1, shop].join(', '),
  };
}

/** Before the seed has run, the default city still has a name. */
function fallbackLocation(variant: VariantKey): LocationData {
  const v = VARIANTS[variant];
  const name = { ru: 'Москва', kz: 'Астана', com: 'Dubai' }[variant];
  return {
    locationCode: String(v.defaultCityId),
    cityId: v.defaultCityId,
    shortName: name,
    fullName: name,
    kladrId: null,
    countryId: v.country,
  };
}
