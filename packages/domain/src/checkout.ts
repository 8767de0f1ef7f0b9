/**
 * Checkout vocabulary and rules shared by the API and the web: delivery methods and basket
 * groups, payment methods, order statuses, limits, and the checks of legal-entity details, gift
 * card input and courier addresses (spec sections 3, 4, 5, 9).
 */
import { MESSAGE_KEYS, type MessageKey } from './validation/fields.ts';

/** Ways goods reach the shopper; each is also a basket group. */
export const DELIVERY_METHODS = ['pickup', 'pvz', 'courier', 'pickup_later'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Basket groups in the order the basket shows them. */
export const BASKET_GROUPS = [
  'pickup',
  'pvz',
  'courier',
  'pickup_later',
  'remaining',
  'pending',
  'notAvailable',
] as const;
export type BasketGroupKey = (typeof BASKET_GROUPS)[number];

export const PAYMENT_METHODS = ['online', 'on_receipt'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * awaiting_payment: online, not paid yet (a payment timer runs); placed: to be paid on receipt (or
 * by the invoice of a confirmed legal-entity order); paid; manager_review: a legal entity's order, a
 * manager issues the invoice; assembling; ready_for_pickup (shop or pickup point);
 * handed_to_courier; completed; cancelled. Which status may follow which: order-status.ts.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'placed',
  'paid',
  'manager_review',
  'assembling',
  'ready_for_pickup',
  'handed_to_courier',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order buys: goods, or gift cards (issued when the order is paid). */
export const ORDER_KINDS = ['goods', 'gift_cards'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Profile order filter: actual (still going), completed (completed or cancelled), all. */
export const ORDER_LIST_FILTERS = ['actual', 'completed', 'all'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];
export const FINISHED_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled'];

/** Checkout stages and their title keys. */
export const CHECKOUT_STAGES = ['placing', 'awaitingPayment', 'thanked'] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

export const MAX_ADDRESSES = 10;
/** Companies (legal entities) one user may keep. */
export const MAX_COMPANIES = 10;
export const GIFT_CARD_NUMBER_LENGTH = 16;
export const GIFT_CARD_PIN_LENGTH = 4;
/** Default minutes an online order waits for payment before it is cancelled (PAYMENT_TIMEOUT_MIN). */
export const PAYMENT_TIMEOUT_MIN = 30;

/** Courier time slots offered for a day (the provider works 10:00–18:00, see COURIER_PROVIDER_HOURS). */
export const COURIER_TIME_SLOTS = ['10:00-14:00', '14:00-18:00'] as const;

/** Digit masks of legal-entity details (spec section 5). */
export const LEGAL_ENTITY_DIGITS = { innShort: 10, innLong: 12, rs: 20, ks: 20, bik: 9 } as const;

/** Checkout messages of spec section 8, as message keys the web translates. */
export const CHECKOUT_MESSAGES = {
  paymentMethodUnavailable: 'checkout.error.paymentMethodUnavailable',
  giftCardNotFound: 'checkout.error.giftCardNotFound',
  giftCardIncomplete: 'checkout.error.giftCardIncomplete',
  giftCardAlreadyApplied: 'checkout.error.giftCardAlreadyApplied',
  giftCardEmpty: 'checkout.error.giftCardEmpty',
  giftCardNeedsOnline: 'checkout.error.giftCardNeedsOnline',
  orderNotFound: 'checkout.error.orderNotFound',
  fillError: 'checkout.error.fillError',
  shopsNotFound: 'checkout.error.shopsNotFound',
  pickupPointsNotFound: 'checkout.error.pickupPointsNotFound',
  chooseRemaining: 'checkout.chooseRemaining',
  noDeliveryMethods: 'checkout.noDeliveryMethods',
  chooseShop: 'checkout.error.chooseShop',
  choosePickupPoint: 'checkout.error.choosePickupPoint',
  addAddress: 'checkout.error.addAddress',
  dateTooEarly: 'checkout.error.dateTooEarly',
  promoUnknown: 'checkout.error.promoUnknown',
  promoExpired: 'checkout.error.promoExpired',
  promoMinSum: 'checkout.error.promoMinSum',
  promoUsed: 'checkout.error.promoUsed',
  promoExhausted: 'checkout.error.promoExhausted',
  promoNeedsDelivery: 'checkout.error.promoNeedsDelivery',
  outOfStock: 'checkout.error.outOfStock',
  basketEmpty: 'checkout.error.basketEmpty',
  basketChanged: 'checkout.error.basketChanged',
} as const;
export type CheckoutMessageKey = (typeof CHECKOUT_MESSAGES)[keyof typeof CHECKOUT_MESSAGES];

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** A legal-entity field that must be exactly `n` digits (rs, ks, bik). */
export function checkDigits(value: string, n: number): MessageKey | null {
  if (value.trim() === '') return MESSAGE_KEYS.required;
  return /^\d+$/.test(value.trim()) && value.trim().length === n ? null : MESSAGE_KEYS.digits;
}

/** A tax number: innShort (10 digits, organisations) or innLong (12 digits, sole traders). */
export function checkInn(value: string): MessageKey | null {
  if (value.trim() === '') return MESSAGE_KEYS.required;
  const v = value.trim();
  return /^\d+$/.test(v) && (v.length === LEGAL_ENTITY_DIGITS.innShort || v.length === LEGAL_ENTITY_DIGITS.innLong)
    ? null
    : MESSAGE_KEYS.digitsEither;
}

export interface LegalEntityInput {
  companyName: string;
  inn: string;
  rs: string;
  ks: string;
  bik: string;
  bankName: string;
  legalAddress: string;
}

/** The details' fields, in the order the forms ask for them. */
export const LEGAL_ENTITY_FIELDS = [
  'companyName',
  'inn',
  'rs',
  'ks',
  'bik',
  'bankName',
  'legalAddress',
] as const satisfies readonly (keyof LegalEntityInput)[];

/** Details not filled in yet. */
export const EMPTY_LEGAL_ENTITY: LegalEntityInput = {
  companyName: '',
  inn: '',
  rs: '',
  ks: '',
  bik: '',
  bankName: '',
  legalAddress: '',
};

/** A saved company's details, without its id and state. */
export function legalEntityOf(company: LegalEntityInput): LegalEntityInput {
  return Object.fromEntries(LEGAL_ENTITY_FIELDS.map((name) => [name, company[name]])) as unknown as LegalEntityInput;
}

/** Details as stored: texts trimmed, spaces dropped from the numbers (they hold digits only). */
export function cleanLegalEntity(input: LegalEntityInput): LegalEntityInput {
  const digits = (v: string) => v.replace(/\s/g, '');
  return {
    companyName: input.companyName.trim(),
    inn: digits(input.inn),
    rs: digits(input.rs),
    ks: digits(input.ks),
    bik: digits(input.bik),
    bankName: input.bankName.trim(),
    legalAddress: input.legalAddress.trim(),
  };
}

/** Field errors of legal-entity details (name → message key); empty when valid. */
export function legalEntityErrors(input: LegalEntityInput): { name: keyof LegalEntityInput; message: MessageKey }[] {
  const errors: { name: keyof LegalEntityInput; message: MessageKey }[] = [];
  const text = (name: 'companyName' | 'bankName' | 'legalAddress') => {
    if (input[name].trim() === '') errors.push({ name, message: MESSAGE_KEYS.required });
  };
  text('companyName');
  const inn = checkInn(input.inn);
  if (inn) errors.push({ name: 'inn', message: inn });
  for (const name of ['rs', 'ks', 'bik'] as const) {
    const e = checkDigits(input[name], LEGAL_ENTITY_DIGITS[name]);
    if (e) errors.push({ name, message: e });
  }
  text('bankName');
  text('legalAddress');
  return errors;
}

/** Gift card number as typed (spaces and dashes allowed): incomplete until it has all its digits. */
export function checkGiftCardNumber(value: string): 'required' | 'incomplete' | null {
  const digits = digitsOnly(value);
  if (digits === '') return 'required';
  return digits.length === GIFT_CARD_NUMBER_LENGTH ? null : 'incomplete';
}

export const normalizeGiftCardNumber = digitsOnly;
export const normalizePromoCode = (value: string) => value.trim().toUpperCase();

/** A courier address needs a house: a street alone is not enough. */
export function checkHouse(house: string | null | undefined): MessageKey | null {
  return house == null || house.trim() === '' ? MESSAGE_KEYS.noHouse : null;
}
