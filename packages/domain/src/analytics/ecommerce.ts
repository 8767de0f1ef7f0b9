/**
 * The shop's e-commerce data layer (issue 38, decision 039): events in the GA4 naming, which Yandex
 * Metrica reads from the same `window.dataLayer` (its counter set up with `ecommerce: 'dataLayer'`).
 * Pure builders: the web pushes what they return. Prices are the variant's own, in whole currency
 * units as both counters expect (minor units / 100), the currency the variant's; an item is a
 * product (`item_id`: its id in every event, list to purchase) and `item_variant` its colour and size.
 */
import { type Money, minorToDecimal } from '../money.ts';
import type { CurrencyCode } from '../variants.ts';

export const ECOMMERCE_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'refund',
] as const;
export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[number];

/** One item of an event, as GA4 and Metrica name its fields. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** The price of one piece in whole currency units (1990.5). */
  price: number;
  quantity: number;
  item_category?: string;
  item_variant?: string;
  /** The item's place in its list, from 0. */
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export interface EcommerceData {
  currency: CurrencyCode;
  /** The event's worth in whole currency units: the items' sum unless the event says otherwise. */
  value: number;
  items: AnalyticsItem[];
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  shipping?: number;
  coupon?: string;
  payment_type?: string;
  shipping_tier?: string;
}

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: EcommerceData;
}

/** What the shop knows of a product on a page: listings, the product page, basket and order lines. */
export interface ItemSource {
  /** The product's id: the same item in every event whatever the size. */
  productId: number;
  name: string;
  /** One piece, in the variant's currency. */
  price: Money;
  quantity?: number;
  colour?: string | null;
  size?: string | null;
  category?: string | null;
}

/** A list of items shown together: a category, search results, a carousel. */
export interface ItemList {
  id: string;
  name: string;
}

/** Minor units as the counters' whole-currency number, exactly (12345 → 123.45). */
export const analyticsAmount = (minor: number): number => Number(minorToDecimal(minor));

/** An item of an event; `index` is its place in `list`. */
export function analyticsItem(source: ItemSource, position?: { index: number; list?: ItemList }): AnalyticsItem {
  const variant = [source.colour, source.size].filter(Boolean).join(' / ');
  return {
    item_id: String(source.productId),
    item_name: source.name,
    price: analyticsAmount(source.price.amount),
    quantity: source.quantity ?? 1,
    ...(source.category ? { item_category: source.category } : {}),
    ...(variant ? { item_variant: variant } : {}),
    ...(position ? { index: position.index } : {}),
    ...(position?.list ? { item_list_id: position.list.id, item_list_name: position.list.name } : {}),
  };
}

/** What an event adds to its items: a transaction's facts, or a worth other than the items' sum. */
export interface EventFacts {
  /** The event's worth in minor units (an order's total, a refund's amount). */
  value?: number;
  transactionId?: string;
  shipping?: number;
  coupon?: string | null;
  paymentType?: string;
  shippingTier?: string;
  /** The items are (part of) this list… */
  list?: ItemList;
  /** …from this place in it on (a later chunk of a listing, the one card picked). */
  firstIndex?: number;
}

/** The event's fields apart from currency, value and items, in the counters' names. */
function factFields(facts: EventFacts): Partial<EcommerceData> {
  return {
    ...(facts.list ? { item_list_id: facts.list.id, item_list_name: facts.list.name } : {}),
    ...(facts.transactionId ? { transaction_id: facts.transactionId } : {}),
    ...(facts.shipping !== undefined ? { shipping: analyticsAmount(facts.shipping) } : {}),
    ...(facts.coupon ? { coupon: facts.coupon } : {}),
    ...(facts.paymentType ? { payment_type: facts.paymentType } : {}),
    ...(facts.shippingTier ? { shipping_tier: facts.shippingTier } : {}),
  };
}

/**
 * One event of the data layer. Items of a list get their places in it; the worth is the items' sum
 * (price × quantity, in minor units first so no fraction is lost) unless `facts.value` says.
 */
export function ecommerceEvent(
  event: EcommerceEventName,
  currency: CurrencyCode,
  sources: readonly ItemSource[],
  facts: EventFacts = {},
): EcommerceEvent {
  const first = facts.firstIndex ?? 0;
  const listed = facts.list !== undefined || facts.firstIndex !== undefined;
  const items = sources.map((s, i) => analyticsItem(s, listed ? { index: first + i, list: facts.list } : undefined));
  const sum = sources.reduce((total, s) => total + s.price.amount * (s.quantity ?? 1), 0);
  return {
    event,
    ecommerce: { currency, value: analyticsAmount(facts.value ?? sum), items, ...factFields(facts) },
  };
}

/**
 * A basket line's quantity changed from `before` to `after`: add_to_cart or remove_from_cart for the
 * difference, or nothing when it did not change.
 */
export function basketChangeEvent(
  currency: CurrencyCode,
  source: ItemSource,
  before: number,
  after: number,
): EcommerceEvent | null {
  if (after === before) return null;
  const quantity = Math.abs(after - before);
  return ecommerceEvent(after > before ? 'add_to_cart' : 'remove_from_cart', currency, [{ ...source, quantity }]);
}
