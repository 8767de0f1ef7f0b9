/**
 * Names for the API answers and bodies the web's components pass around, taken from the generated
 * document types (api-schema.d.ts, decision 008): what the route answers is what the component gets.
 */
import type { ApiBody, ApiData } from './api';

export type Layout = ApiData<'get', '/layout'>;
export type UserBlock = ApiData<'get', '/layout/userData'>;
export type AccountSummary = ApiData<'get', '/users/account-summary'>;
export type CompanyList = ApiData<'get', '/users/companies'>;
export type Company = CompanyList['companies'][number];

export type AddressList = ApiData<'get', '/users/addresses'>;
export type Address = ApiData<'post', '/users/addresses'>;

export type CatalogAnswer = ApiData<'get', '/catalog'>;
export type FilterGroup = NonNullable<CatalogAnswer['filters']>['data'][number];
export type Suggestions = ApiData<'get', '/catalog/suggestions'>;

export type ProductPage = ApiData<'get', '/catalog/product/{slug}'>;
export type ProductData = ProductPage['product'];
export type ReviewsPage = ApiData<'get', '/catalog/reviews'>;
export type Review = ReviewsPage['list'][number];

export type Basket = ApiData<'get', '/basket'>;
export type BasketLine = Basket['items'][number];
export type BasketGroup = Basket['groups'][number];
export type BasketLineBody = ApiBody<'patch', '/basket/lines/{skuId}'>;
export type BasketGroupBody = ApiBody<'put', '/basket/groups/{method}'>;
export type GroupPlaces = ApiData<'get', '/basket/groups/{method}/places'>;
export type CourierSlots = ApiData<'get', '/basket/groups/courier/slots'>;

export type CheckoutQuote = ApiData<'get', '/checkout'>;
export type Order = ApiData<'get', '/orders/{number}'>['order'];
export type OrderShipment = Order['shipments'][number];
export type OrderLine = OrderShipment['lines'][number];
export type PlaceOrderBody = ApiBody<'post', '/orders'>;
export type PlaceOrderResult = ApiData<'post', '/orders'>;
export type ProductCard = CatalogAnswer['items'][number];
export type Related = ApiData<'get', '/catalog/product/{slug}/related'>;
export type ModerationItem = ApiData<'get', '/staff/reviews'>['list'][number];

export type Country = ApiData<'get', '/locations/popular'>[number];
export type ReceivedLocation = ApiData<'get', '/locations'>[number];
export type StoreItem = ApiData<'get', '/delivery/stores-list'>['storesList'][number];
export type PickupPoint = ApiData<'get', '/delivery/pickup-list'>['pickupList'][number];

export type PaymentView = ApiData<'get', '/payments/{paymentId}'>;
export type UserMessage = ApiData<'post', '/users/messages/{id}/read'>;
export type WaitingListPage = ApiData<'get', '/users/waiting-list'>;
export type OwnedCard = ApiData<'get', '/users/gift-cards'>['bought'][number];
export type GiftCardOrderBody = ApiBody<'post', '/gift-cards/orders'>;
export type LooksList = ApiData<'get', '/content/looks'>;

export type PersonalBody = ApiBody<'patch', '/users/personal'>;
export type NotificationSettingsBody = ApiBody<'put', '/users/notification-settings'>;
export type CompanyBody = ApiBody<'post', '/users/companies'>;

export type EntryList = ApiData<'get', '/content/{kind}'>;
export type EntryCard = EntryList['items'][number];
export type ContentImage = NonNullable<EntryCard['cover']>;
export type Entry = ApiData<'get', '/content/{kind}/{slug}'>;
export type Block = Entry['body'][number];
export type Alternate = Entry['alternates'][number];
export type Look = LooksList['looks'][number];
export type StaticContent = ApiData<'get', '/static/content/{key}'>;
export type ProductDelivery = ProductPage['delivery'];

export type StaffMe = ApiData<'get', '/staff/me'>;
export type StaffDashboard = ApiData<'get', '/staff/dashboard'>;
export type StaffMember = ApiData<'get', '/staff/members'>['list'][number];
export type AuditItem = ApiData<'get', '/staff/audit'>['list'][number];
export type StaffPromoCode = ApiData<'get', '/staff/promo-codes'>['list'][number];
export type StaffPromoUse = ApiData<'get', '/staff/promo-codes/{code}'>['uses'][number];
export type StaffGiftCard = ApiData<'get', '/staff/gift-cards'>['list'][number];
export type StaffGiftCardDetail = ApiData<'get', '/staff/gift-cards/{id}'>;
export type StaffProductRow = ApiData<'get', '/staff/products'>['list'][number];
export type StaffProductDetail = ApiData<'get', '/staff/products/{id}'>;
export type StaffImport = ApiData<'get', '/staff/catalogue/imports/{id}'>;
export type StaffSynonym = ApiData<'get', '/staff/search/synonyms'>[number];
export type StaffPins = ApiData<'get', '/staff/search/pins'>[number];
export type StaffSearchReport = ApiData<'get', '/staff/search/queries'>;
export type StaffLookbook = ApiData<'get', '/staff/content/{id}/looks'>;
export type StaffLook = ApiData<'get', '/staff/looks/{lookId}'>;
export type StaffLookProduct = StaffLook['products'][number];
export type StaffOrderRow = ApiData<'get', '/staff/orders'>['list'][number];
export type StaffOrderDetail = ApiData<'get', '/staff/orders/{number}'>;
export type StaffContentEntry = ApiData<'get', '/staff/content/{id}'>;
export type StaffAnnouncement = ApiData<'get', '/staff/announcements/{id}'>;
export type StaffShop = ApiData<'get', '/staff/shops/{id}'>;
export type StaffHomeBlock = ApiData<'get', '/staff/home-blocks/{id}'>;
