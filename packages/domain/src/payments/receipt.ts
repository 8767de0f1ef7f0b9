/**
 * Fiscal receipts (54-FZ) of orders paid online, as pure rules (docs/decisions/034-fiscal-receipts.md).
 *
 * - Every order line is on the receipt with its pieces and its price after the promo discount; the
 *   delivery is a line of its own (a service). A line's money that does not divide by its pieces
 *   is written as two prices a kopeck apart, so the receipt adds up exactly.
 * - The card payment's receipt names exactly the money taken by card. What gift cards paid (an
 *   advance received when they were sold) is spread over the same lines and settled on a receipt
 *   of its own whose settlement is the prepayment.
 * - A gift card sold is itself an advance: payment subject "payment", mode "advance".
 * - A refund's receipt names the pieces it gives back (and the delivery when the whole order goes
 *   back) for the money returned to the card.
 */
import { splitProportionally } from '../money-split.ts';
import { type FiscalSettings, goodsVatOf, type TaxSystemCode, type VatCode } from './receipt-settings.ts';

export type PaymentSubject = 'commodity' | 'service' | 'payment';
export type PaymentMode = 'full_prepayment' | 'full_payment' | 'advance';
/** How a receipt's money was paid: by card now, or from an advance received before (gift cards). */
export type ReceiptSettlement = 'cashless' | 'prepayment';

/** Why staff's "send again" of a receipt is refused; keys of the back office's messages. */
export const RECEIPT_MESSAGES = {
  notFailed: 'staff.receipts.error.notFailed',
  notResendable: 'staff.receipts.error.notResendable',
} as const;

/** The longest item description receipt APIs take. */
export const RECEIPT_DESCRIPTION_MAX = 128;

export interface ReceiptItem {
  description: string;
  quantity: number;
  /** One piece's price after every discount, minor units. */
  price: number;
  vatCode: VatCode;
  paymentSubject: PaymentSubject;
  paymentMode: PaymentMode;
}

export interface ReceiptCustomer {
  email?: string;
  /** Digits with the country code. */
  phone?: string;
  /** A legal entity's name and tax number, printed on its receipts. */
  fullName?: string;
  inn?: string;
}

export interface FiscalReceipt {
  type: 'payment' | 'refund';
  settlement: ReceiptSettlement;
  taxSystemCode: TaxSystemCode;
  currency: string;
  customer: ReceiptCustomer;
  items: ReceiptItem[];
}

/** An order line as a receipt needs it. */
export interface ReceiptLine {
  /** The order line's id: refunds name the lines they give back by it. */
  id: number;
  description: string;
  quantity: number;
  /** The line's money after its share of the promo discount (lineTotal), minor units. */
  amount: number;
  /** Goods, or gift cards sold (an advance). */
  kind: 'goods' | 'giftCard';
  /** The product's catalogue path, which decides its VAT; null for gift cards. */
  categoryPath: string | null;
}

export interface ReceiptOrder {
  currency: string;
  lines: readonly ReceiptLine[];
  /** The delivery's name on the receipt and its price; null (or 0) when it is free or there is none. */
  delivery: { description: string; amount: number } | null;
  /** What the order's gift cards paid. */
  giftCardsPaid: number;
  recipient: { email: string; phone: string };
  legalEntity: { companyName: string; inn: string } | null;
}

/** Pieces of a line a refund gives back, and their money (refund-plan's lines). */
export interface ReturnedPieces {
  lineId: number;
  quantity: number;
  amount: number;
}

/** The sum a receipt names: its items' prices times their pieces. */
export const receiptTotal = (receipt: Pick<FiscalReceipt, 'items'>): number =>
  receipt.items.reduce((sum, item) => sum + item.price * item.quantity, 0);

/** Something a receipt names: pieces of a line (null: the delivery) and the money they stand for. */
interface Part {
  line: ReceiptLine | null;
  quantity: number;
  amount: number;
}

/**
 * `amount` over `quantity` pieces as whole-unit prices: the remainder of the division puts some
 * pieces one unit higher. A price of 0 (a line cheaper than its pieces) is left off: it adds nothing.
 */
export function piecePrices(amount: number, quantity: number): { quantity: number; price: number }[] {
  const price = Math.floor(amount / quantity);
  const higher = amount - price * quantity;
  return [
    { quantity: quantity - higher, price },
    { quantity: higher, price: price + 1 },
  ].filter((p) => p.quantity > 0 && p.price > 0);
}

/** The subject, mode and VAT of a part; money settled from gift cards settles the goods in full. */
function termsOf(settings: FiscalSettings, line: ReceiptLine | null, settlement: ReceiptSettlement) {
  const goodsMode: PaymentMode = settlement === 'prepayment' ? 'full_payment' : settings.goodsPaymentMode;
  if (!line) return { vatCode: settings.deliveryVat, paymentSubject: 'service' as const, paymentMode: goodsMode };
  if (line.kind === 'giftCard') {
    return { vatCode: settings.giftCardVat, paymentSubject: 'payment' as const, paymentMode: 'advance' as const };
  }
  return {
    vatCode: goodsVatOf(settings, line.categoryPath),
    paymentSubject: 'commodity' as const,
    paymentMode: goodsMode,
  };
}

function customerOf(order: ReceiptOrder): ReceiptCustomer {
  const { email, phone } = order.recipient;
  return {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(order.legalEntity ? { fullName: order.legalEntity.companyName, inn: order.legalEntity.inn } : {}),
  };
}

/** A receipt naming `money[i]` of each part; null when it names nothing. */
function receiptOf(
  order: ReceiptOrder,
  settings: FiscalSettings,
  kind: Pick<FiscalReceipt, 'type' | 'settlement'>,
  parts: readonly Part[],
  money: readonly number[],
): FiscalReceipt | null {
  const items = parts.flatMap((part, i) => {
    const description = (part.line?.description ?? order.delivery?.description ?? '').slice(0, RECEIPT_DESCRIPTION_MAX);
    const terms = termsOf(settings, part.line, kind.settlement);
    return piecePrices(money[i] ?? 0, part.quantity).map((p) => ({ description, ...p, ...terms }));
  });
  if (items.length === 0) return null;
  return {
    ...kind,
    taxSystemCode: settings.taxSystemCode,
    currency: order.currency,
    customer: customerOf(order),
    items,
  };
}

function orderParts(order: ReceiptOrder): Part[] {
  const lines: Part[] = order.lines.map((line) => ({ line, quantity: line.quantity, amount: line.amount }));
  const delivery = order.delivery?.amount ?? 0;
  return delivery > 0 ? [...lines, { line: null, quantity: 1, amount: delivery }] : lines;
}

/**
 * The receipts of an order's payment: `card` for the money taken by card (its total is the order's
 * total less what gift cards paid), `giftCards` for what gift cards paid, settled from the advance.
 * Gift cards take their share of every line and of the delivery in proportion, so each line's two
 * shares add up to its money.
 */
export function paymentReceipts(
  order: ReceiptOrder,
  settings: FiscalSettings,
): { card: FiscalReceipt | null; giftCards: FiscalReceipt | null } {
  const parts = orderParts(order);
  const byGiftCards = splitProportionally(
    order.giftCardsPaid,
    parts.map((p) => p.amount),
  );
  const byCard = parts.map((p, i) => p.amount - (byGiftCards[i] ?? 0));
  return {
    card: receiptOf(order, settings, { type: 'payment', settlement: 'cashless' }, parts, byCard),
    giftCards: receiptOf(order, settings, { type: 'payment', settlement: 'prepayment' }, parts, byGiftCards),
  };
}

/** What a refund gives back: the pieces (refund-plan's lines), its amount and the part going back to the card. */
export interface ReceiptRefund {
  pieces: readonly ReturnedPieces[];
  amount: number;
  online: number;
}

/**
 * The parts a refund gives back: the pieces it names and, for money beyond them (a whole-order
 * refund), the delivery — or, in an order without delivery (gift cards sold name no pieces), its
 * lines in full.
 */
function refundParts(order: ReceiptOrder, refund: Pick<ReceiptRefund, 'pieces' | 'amount'>): Part[] {
  const parts: Part[] = refund.pieces.map((p) => {
    const line = order.lines.find((l) => l.id === p.lineId);
    if (!line) throw new Error(`refund names line ${p.lineId}, not in the order`);
    return { line, quantity: p.quantity, amount: p.amount };
  });
  const rest = refund.amount - parts.reduce((sum, p) => sum + p.amount, 0);
  if (rest > 0 && order.delivery && order.delivery.amount > 0) {
    parts.push({ line: null, quantity: 1, amount: rest });
  } else if (rest > 0) {
    const shares = splitProportionally(
      rest,
      order.lines.map((l) => l.amount),
    );
    order.lines.forEach((line, i) => {
      if (shares[i]) parts.push({ line, quantity: line.quantity, amount: shares[i] });
    });
  }
  return parts;
}

/**
 * The receipts of a refund: `card` for the money going back to the card (`online` of its
 * `amount`), `giftCards` for the advance going back to the gift cards (the rest), settled as a
 * prepayment. The card part is spread over the parts in proportion and the gift cards take what is
 * left of each, so each receipt names exactly its money. `handedOver`: the goods' prepayment was
 * already offset (decision 046), so what goes back was settled in full.
 */
export function refundReceipts(
  order: ReceiptOrder,
  settings: FiscalSettings,
  refund: ReceiptRefund,
  { handedOver = false }: { handedOver?: boolean } = {},
): { card: FiscalReceipt | null; giftCards: FiscalReceipt | null } {
  const parts = refundParts(order, refund);
  const online = splitProportionally(
    refund.online,
    parts.map((p) => p.amount),
  );
  const byGiftCards = parts.map((p, i) => p.amount - (online[i] ?? 0));
  const cardSettings: FiscalSettings = handedOver ? { ...settings, goodsPaymentMode: 'full_payment' } : settings;
  return {
    card: receiptOf(order, cardSettings, { type: 'refund', settlement: 'cashless' }, parts, online),
    giftCards: receiptOf(order, settings, { type: 'refund', settlement: 'prepayment' }, parts, byGiftCards),
  };
}

/** The receipt of a refund's card part (`online` of its `amount`): refundReceipts' card receipt. */
export function refundReceipt(
  order: ReceiptOrder,
  settings: FiscalSettings,
  refund: ReceiptRefund,
): FiscalReceipt | null {
  return refundReceipts(order, settings, refund).card;
}

/**
 * The receipt made when goods paid in advance (`full_prepayment`) are handed over (decision 046):
 * the same goods and delivery, mode `full_payment`, settled from the prepayment the card receipt
 * registered. It names the card money the order still holds — what the card paid less what went
 * back to it in `refunds` made before — over the pieces not given back, in proportion to their
 * money; the gift cards' part was settled in full already and is not on it. Null when the variant's
 * goods are settled on payment (`full_payment`), or nothing paid by card is left.
 */
export function handoverReceipt(
  order: ReceiptOrder,
  settings: FiscalSettings,
  refunds: readonly ReceiptRefund[] = [],
): FiscalReceipt | null {
  // Gift cards sold are an advance themselves: nothing of them is handed over.
  if (settings.goodsPaymentMode !== 'full_prepayment' || order.lines.some((l) => l.kind === 'giftCard')) return null;
  const parts = orderParts(order);
  const byGiftCards = splitProportionally(
    order.giftCardsPaid,
    parts.map((p) => p.amount),
  );
  const cardPaid = parts.reduce((sum, p, i) => sum + p.amount - (byGiftCards[i] ?? 0), 0);
  const cardBack = refunds.reduce((sum, r) => sum + r.online, 0);
  const left = parts.map((p) => ({ ...p }));
  for (const refund of refunds) {
    for (const back of refundParts(order, refund)) {
      const part = left.find((p) => (p.line?.id ?? null) === (back.line?.id ?? null));
      if (!part) continue;
      part.amount -= back.amount;
      // The delivery is one service: it stays on while any of its money does.
      if (part.line) part.quantity -= back.quantity;
    }
  }
  const kept = left.filter((p) => p.quantity > 0 && p.amount > 0);
  const cash = cardPaid - cardBack;
  if (cash <= 0 || kept.length === 0) return null;
  const money = splitProportionally(
    cash,
    kept.map((p) => p.amount),
  );
  return receiptOf(
    order,
    { ...settings, goodsPaymentMode: 'full_payment' },
    { type: 'payment', settlement: 'prepayment' },
    kept,
    money,
  );
}
