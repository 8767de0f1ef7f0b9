/** The web route config, generated from the domain route table (one entry per route and variant). */
import { layout, type RouteConfig, route } from '@react-router/dev/routes';
import { routeEntries } from '@storefront/domain/routes';
import { VARIANT_KEYS, variantPrefixPath } from '@storefront/domain/variants';

/** The page module of every route. */
const MODULES: Record<string, string> = {
  MainIndex: 'routes/home/home.tsx',
  CatalogIndex: 'routes/catalog/catalog.tsx',
  SearchIndex: 'routes/search/search.tsx',
  ExternalIndex: 'routes/external/external.tsx',
  ProductIndex: 'routes/product/product.tsx',
  LogInIndex: 'routes/login/login.tsx',
  BasketIndex: 'routes/basket/basket.tsx',
  FavoritesIndex: 'routes/favourites/favourites.tsx',
  ProfileIndex: 'routes/profile/profile.tsx',
  ProfileOrdersIndex: 'routes/profile/profile-orders.tsx',
  ProfileMessagesIndex: 'routes/profile/profile-messages.tsx',
  ProfileWaitingListIndex: 'routes/profile/profile-waiting-list.tsx',
  ProfilePersonalIndex: 'routes/profile/profile-personal.tsx',
  ProfileAddressesIndex: 'routes/profile/profile-addresses.tsx',
  ProfileSubscriptionsIndex: 'routes/profile/profile-subscriptions.tsx',
  ProfileGiftCardsIndex: 'routes/profile/profile-gift-cards.tsx',
  BasketOrdersIndex: 'routes/checkout/checkout.tsx',
  PaymentResultIndex: 'routes/payments/payment-result.tsx',
  GiftCardsIndex: 'routes/gift-cards/gift-cards.tsx',
  GiftCardPresentPageIndex: 'routes/gift-cards/gift-card-present.tsx',
  StaticDocumentsIndex: 'routes/content/content-index.tsx',
  NewsIndex: 'routes/content/content-index.tsx',
  BlogIndex: 'routes/content/content-index.tsx',
  GoodNewsIndex: 'routes/content/content-index.tsx',
  LookbookIndex: 'routes/content/content-index.tsx',
  StaticDocumentsDetailIndex: 'routes/content/content-entry.tsx',
  NewsDetailIndex: 'routes/content/content-entry.tsx',
  BlogDetailIndex: 'routes/content/content-entry.tsx',
  MagazinesIndex: 'routes/content/content-entry.tsx',
  LookbookDetailIndex: 'routes/content/content-entry.tsx',
  AboutCompanyIndex: 'routes/content/content-entry.tsx',
  ContactsIndex: 'routes/content/contacts.tsx',
  LooksPage: 'routes/content/looks.tsx',
  ShopsIndex: 'routes/shops/shops.tsx',
  ShopsDetailIndex: 'routes/shops/shop.tsx',
  RedirectToAppStore: 'routes/redirect-to-app/redirect-to-app.tsx',
};

/** Every route of the domain table has its page. */
function moduleOf(name: string): string {
  const file = MODULES[name];
  if (!file) throw new Error(`Route ${name} has no page module`);
  return file;
}

export default [
  ...routeEntries().map(({ route: r, variant, pattern }) =>
    route(pattern, moduleOf(r.name), { id: `${r.name}:${variant}` }),
  ),
  route('staff/sms/', 'routes/sms-outbox/sms-outbox.tsx', { id: 'sms-outbox' }),
  // The back office: its own layout around pages for the roles of the domain's STAFF_PAGES.
  layout('routes/staff/staff-layout.tsx', { id: 'staff-layout' }, [
    route('staff/', 'routes/staff/staff-dashboard.tsx', { id: 'staff-dashboard' }),
    route('staff/orders/', 'routes/staff/staff-orders.tsx', { id: 'staff-orders' }),
    route('staff/orders/:number/', 'routes/staff/staff-order.tsx', { id: 'staff-order' }),
    route('staff/reviews/', 'routes/staff/staff-reviews.tsx', { id: 'staff-reviews' }),
    route('staff/members/', 'routes/staff/staff-members.tsx', { id: 'staff-members' }),
    route('staff/audit/', 'routes/staff/staff-audit.tsx', { id: 'staff-audit' }),
    route('staff/content/', 'routes/staff/staff-content-list.tsx', { id: 'staff-content-list' }),
    route('staff/content/new/', 'routes/staff/staff-content-entry.tsx', { id: 'staff-content-new' }),
    route('staff/content/:id/', 'routes/staff/staff-content-entry.tsx', { id: 'staff-content-entry' }),
    route('staff/content/:id/preview/', 'routes/staff/staff-content-preview.tsx', { id: 'staff-content-preview' }),
    route('staff/content/:id/looks/', 'routes/staff/staff-looks.tsx', { id: 'staff-looks' }),
    route('staff/content/:id/looks/new/', 'routes/staff/staff-look.tsx', { id: 'staff-look-new' }),
    route('staff/content/:id/looks/:lookId/', 'routes/staff/staff-look.tsx', { id: 'staff-look' }),
    route('staff/announcements/', 'routes/staff/staff-announcements.tsx', { id: 'staff-announcements' }),
    route('staff/announcements/new/', 'routes/staff/staff-announcement.tsx', { id: 'staff-announcement-new' }),
    route('staff/announcements/:id/', 'routes/staff/staff-announcement.tsx', { id: 'staff-announcement' }),
    route('staff/shops/', 'routes/staff/staff-shops.tsx', { id: 'staff-shops' }),
    route('staff/shops/:id/', 'routes/staff/staff-shop.tsx', { id: 'staff-shop' }),
    route('staff/home-blocks/', 'routes/staff/staff-home-blocks.tsx', { id: 'staff-home-blocks' }),
    route('staff/home-blocks/new/', 'routes/staff/staff-home-block.tsx', { id: 'staff-home-block-new' }),
    route('staff/home-blocks/:id/', 'routes/staff/staff-home-block.tsx', { id: 'staff-home-block' }),
    route('staff/promo-codes/', 'routes/staff/staff-promo-codes.tsx', { id: 'staff-promo-codes' }),
    route('staff/promo-codes/new/', 'routes/staff/staff-promo-code.tsx', { id: 'staff-promo-code-new' }),
    route('staff/promo-codes/:code/', 'routes/staff/staff-promo-code.tsx', { id: 'staff-promo-code' }),
    route('staff/products/', 'routes/staff/staff-products.tsx', { id: 'staff-products' }),
    route('staff/products/:id/', 'routes/staff/staff-product.tsx', { id: 'staff-product' }),
    route('staff/imports/', 'routes/staff/staff-imports.tsx', { id: 'staff-imports' }),
    route('staff/categories/', 'routes/staff/staff-categories.tsx', { id: 'staff-categories' }),
    route('staff/search/synonyms/', 'routes/staff/staff-search-synonyms.tsx', { id: 'staff-search-synonyms' }),
    route('staff/search/pins/', 'routes/staff/staff-search-pins.tsx', { id: 'staff-search-pins' }),
    route('staff/search/queries/', 'routes/staff/staff-search-queries.tsx', { id: 'staff-search-queries' }),
    route('staff/gift-cards/', 'routes/staff/staff-gift-cards.tsx', { id: 'staff-gift-cards' }),
    route('staff/gift-cards/:id/', 'routes/staff/staff-gift-card.tsx', { id: 'staff-gift-card' }),
    route('staff/app-harness/', 'routes/staff/staff-app-harness.tsx', { id: 'staff-app-harness' }),
  ]),
  route('pay/test/:paymentId/', 'routes/payments/test-payment.tsx', { id: 'test-payment' }),
  route('pay/sbp/:paymentId/', 'routes/payments/sbp-payment.tsx', { id: 'sbp-payment' }),
  route('_actions/newsletter', 'routes/newsletter/newsletter.ts', { id: 'newsletter' }),
  route('_actions/locale', 'routes/locale/locale.ts', { id: 'locale' }),
  route('_actions/consent', 'routes/consent/consent.ts', { id: 'consent' }),
  route('_actions/basket', 'routes/basket/basket-action.ts', { id: 'basket-action' }),
  route('_actions/favourites', 'routes/favourites/favourites-action.ts', { id: 'favourites-action' }),
  ...VARIANT_KEYS.map((variant) =>
    route(`${variantPrefixPath(variant)}/*`, 'routes/not-found/not-found.tsx', { id: `NotFound:${variant}` }),
  ),
] satisfies RouteConfig;
