/**
 * Fields that format as they are typed: a phone in the variant's mask (the masks checkPhone
 * validates with, from the domain) and digit-only codes (gift card number in groups of four, PIN).
 * The mask only helps typing; the server's validation decides.
 */
import { formatGiftCardNumber, GIFT_CARD_INPUT_LENGTH } from '@storefront/domain/gift-cards';
import { maskPhoneInput, PHONE_MASKS, phoneDigits } from '@storefront/domain/phone-masks';
import { type ChangeEvent, type ComponentProps, useState } from 'react';
import { useVariant } from '../lib/variant';
import { TextField } from './form-fields';

type TextFieldProps = ComponentProps<typeof TextField>;
type MaskedProps = Omit<TextFieldProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** Controlled: the shown text and its change; uncontrolled forms give `defaultValue` alone. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** A field's text kept by its parent when given `value`, else by the field (a route's plain form). */
function useMasked({ value, defaultValue, onValueChange, ...rest }: MaskedProps, format: (text: string) => string) {
  const [own, setOwn] = useState(() => format(defaultValue ?? ''));
  const change = (text: string) => {
    const next = format(text);
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return { shown: value ?? own, change, rest };
}

/**
 * The text after a change, with a deleted mask character taking the digit before it: otherwise
 * Backspace over ')' or '-' would be put back by the mask and never get past it.
 */
export function phoneEditText(previous: string, event: ChangeEvent<HTMLInputElement>): string {
  const next = event.target.value;
  if (next.length >= previous.length || phoneDigits(next) !== phoneDigits(previous)) return next;
  const caret = event.target.selectionStart ?? next.length;
  const before = phoneDigits(next.slice(0, caret));
  return before.slice(0, -1) + phoneDigits(next.slice(caret));
}

export function PhoneField(props: MaskedProps) {
  const variant = useVariant();
  const { shown, change, rest } = useMasked(props, (text) => maskPhoneInput(text, variant));
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_MASKS[variant][0]?.mask.replace(/#/g, '_')}
      {...rest}
      value={shown}
      onChange={(e) => change(phoneEditText(shown, e))}
    />
  );
}

export function GiftCardNumberField(props: MaskedProps) {
  const { shown, change, rest } = useMasked(props, formatGiftCardNumber);
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      placeholder="0000 0000 0000 0000"
      maxLength={GIFT_CARD_INPUT_LENGTH}
      {...rest}
      value={shown}
      onChange={(e) => change(e.target.value)}
    />
  );
}

/** A PIN or another short code: digits only, at most `maxLength`. */
export function DigitsField(props: MaskedProps) {
  const { shown, change, rest } = useMasked(props, (text) => text.replace(/\D/g, '').slice(0, props.maxLength));
  return (
    <TextField
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      {...rest}
      value={shown}
      onChange={(e) => change(e.target.value)}
    />
  );
}
