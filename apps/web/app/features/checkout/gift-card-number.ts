/** Gift card number input: digits only, at most GIFT_CARD_NUMBER_LENGTH, shown in groups of four. */
import { GIFT_CARD_NUMBER_LENGTH, normalizeGiftCardNumber } from '@storefront/domain/checkout';

export function formatGiftCardNumber(value: string): string {
  const digits = normalizeGiftCardNumber(value).slice(0, GIFT_CARD_NUMBER_LENGTH);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The input's maxLength: the digits plus a space between every group of four. */
export const GIFT_CARD_INPUT_LENGTH = GIFT_CARD_NUMBER_LENGTH + Math.ceil(GIFT_CARD_NUMBER_LENGTH / 4) - 1;
