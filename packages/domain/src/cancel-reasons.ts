/**
 * Why a shopper cancels an order (or asks to cancel a paid one): a choice of reasons and free
 * text, optional both, but 'other' needs the text. One rule for the cancel forms, the API and the
 * back office, which shows what the shopper said.
 */
import type { FieldError } from './errors.ts';
import type { Translate } from './i18n/translator.ts';
import { MESSAGE_KEYS } from './validation/fields.ts';

export const SHOPPER_CANCEL_REASONS = [
  'changedMind',
  'orderedByMistake',
  'foundCheaper',
  'deliveryTooLong',
  'changeOrder',
  'other',
] as const;
export type ShopperCancelReason = (typeof SHOPPER_CANCEL_REASONS)[number];

/** Characters of the free text. */
export const CANCEL_NOTE_MAX = 500;

export interface ShopperCancelInput {
  reason?: string | null | undefined;
  note?: string | null | undefined;
}

export function isShopperCancelReason(value: unknown): value is ShopperCancelReason {
  return typeof value === 'string' && (SHOPPER_CANCEL_REASONS as readonly string[]).includes(value);
}

/** Field errors of a cancel reason ('reason', 'note'); empty when the shopper may go on. */
export function cancelReasonErrors({ reason, note }: ShopperCancelInput): FieldError[] {
  const errors: FieldError[] = [];
  const text = note?.trim() ?? '';
  if (reason && !isShopperCancelReason(reason)) errors.push({ name: 'reason', message: MESSAGE_KEYS.invalid });
  if (reason === 'other' && text === '') errors.push({ name: 'note', message: MESSAGE_KEYS.required });
  if (text.length > CANCEL_NOTE_MAX) errors.push({ name: 'note', message: MESSAGE_KEYS.invalidLength });
  return errors;
}

/** The reason as stored: a known choice or none, the text trimmed or none. */
export function normalizeCancelReason({ reason, note }: ShopperCancelInput): {
  reason: ShopperCancelReason | null;
  note: string | null;
} {
  return { reason: isShopperCancelReason(reason) ? reason : null, note: note?.trim() || null };
}

/** What the shopper said, on one line: 'Found it cheaper elsewhere — bought in a shop'. */
export function cancelReasonText(
  t: Translate,
  said: { shopperCancelReason: ShopperCancelReason | null; shopperCancelNote: string | null },
): string {
  const reason = said.shopperCancelReason ? t(`profileOrders.cancelReason.${said.shopperCancelReason}`) : null;
  return [reason, said.shopperCancelNote].filter(Boolean).join(' — ');
}
