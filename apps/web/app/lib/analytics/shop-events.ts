/**
 * The shop's answers (cards, basket and order lines, orders) as the data layer's items and events
 * (the domain's analytics/ecommerce.ts builds them). Basket changes are reported by SKU from
 * wherever they happen: the pages that show a SKU remember what it is (`rememberSku`), so the
 * basket's one writer can name the item without every button passing it along.
 */
import {
  basketChangeEvent,
  type EcommerceEvent,
  ecommerceEvent,
  type ItemList,
  type ItemSource,
} from '@storefront/domain/analytics/ecommerce';
import type { CurrencyCode } from '@storefront/domain/variants';
import type { BasketLine, Order, OrderLine, ProductCard, ProductPage } from '../api-types';
import { track } from './data-layer';

export const cardItem = (card: ProductCard, category?: string | null): ItemSource => ({
  productId: card.id,
  name: card.name,
  price: card.price,
  category: category ?? null,
});

type ProductDetail = ProductPage['product'];

/** The product page's product, in one size (its price and name) or none chosen yet (the lowest price). */
export const productItem = (
  product: ProductDetail,
  size: ProductDetail['sizes'][number] | null,
  category: string | null,
): ItemSource => ({
  productId: product.id,
  name: product.name,
  price: size?.price ?? product.price,
  colour: product.colour.name,
  size: size?.name ?? null,
  category,
});

/**
 * A product shown (its page, or its quick view): view_item, and what each of its sizes is, so that
 * putting one in the basket is reported as that item. Its category is the breadcrumbs' last step.
 */
export function reportProductView(detail: ProductPage): void {
  const { product } = detail;
  const category = detail.breadcrumbs.at(-1)?.text ?? null;
  for (const size of product.sizes) rememberSku(size.id, productItem(product, size, category));
  track(ecommerceEvent('view_item', product.price.currency, [productItem(product, null, category)]));
}

export const lineItem = (line: BasketLine | OrderLine): ItemSource => ({
  productId: line.itemId,
  name: line.name,
  price: line.price,
  quantity: line.quantity,
  size: line.size,
  colour: 'colour' in line ? line.colour : null,
});

/** What the page knows of each SKU it shows, by SKU id (a page shows a few hundred at most). */
const skus = new Map<number, ItemSource>();
const SKUS_MAX = 1000;

export function rememberSku(skuId: number, item: ItemSource): void {
  if (skus.size >= SKUS_MAX && !skus.has(skuId)) skus.delete(skus.keys().next().value as number);
  skus.set(skuId, item);
}

/** A basket line went from `before` to `after` pieces: add_to_cart or remove_from_cart, if the page knows the SKU. */
export function trackBasketChange(skuId: number, before: number, after: number): void {
  const item = skus.get(skuId);
  if (item) track(basketChangeEvent(item.price.currency, item, before, after));
}

/** Cards of a list, from `firstIndex` on (a later chunk continues the places). */
export function listEvent(list: ItemList, cards: readonly ProductCard[], firstIndex: number, category?: string | null) {
  const currency = cards[0]?.price.currency;
  if (!currency) return null;
  return ecommerceEvent(
    'view_item_list',
    currency,
    cards.map((c) => cardItem(c, category)),
    { list, firstIndex },
  );
}

export function selectEvent(list: ItemList, card: ProductCard, index: number, category?: string | null) {
  return ecommerceEvent('select_item', card.price.currency, [cardItem(card, category)], { list, firstIndex: index });
}

/** The goods of an order or a checkout quote, all groups together. */
const orderLines = (groups: readonly { lines: readonly OrderLine[] }[]) => groups.flatMap((g) => g.lines.map(lineItem));

/** An event about all the goods of a quote or an order, worth what the goods cost after discounts. */
export function goodsEvent(
  name: 'begin_checkout' | 'add_shipping_info' | 'add_payment_info',
  currency: CurrencyCode,
  groups: readonly { method: string; lines: readonly OrderLine[] }[],
  facts: { coupon?: string | null; paymentType?: string } = {},
): EcommerceEvent | null {
  const lines = groups.flatMap((g) => g.lines);
  if (!lines.length) return null;
  const value = lines.reduce((sum, l) => sum + l.total.amount, 0);
  const shippingTier = name === 'add_shipping_info' ? [...new Set(groups.map((g) => g.method))].join(',') : undefined;
  return ecommerceEvent(name, currency, orderLines(groups), { ...facts, value, shippingTier });
}

/** A placed order: its total (goods after discounts plus delivery) with delivery apart. */
export function purchaseEvent(order: Order): EcommerceEvent | null {
  if (order.kind !== 'goods' || !order.shipments.length) return null;
  return ecommerceEvent('purchase', order.total.currency, orderLines(order.shipments), {
    value: order.total.amount,
    transactionId: order.number,
    shipping: order.deliveryTotal.amount,
    coupon: order.promoCode,
    paymentType: order.paymentMethod,
    shippingTier: order.deliveryTypes.join(','),
  });
}

/** Money given back on an order: its amount, without items (the refund names pieces, not products). */
export function refundEvent(orderNumber: string, refund: Order['refunds'][number]): EcommerceEvent {
  return ecommerceEvent('refund', refund.amount.currency, [], {
    value: refund.amount.amount,
    transactionId: orderNumber,
  });
}
