/** Phone masks per variant (layout data `phoneMasks`): a code pattern to pick the mask, a full pattern to accept the number. */
import type { VariantKey } from './variants.ts';

export interface PhoneMask {
  country: 'RU' | 'KZ' | 'AE' | 'BY';
  /** Display mask, '#' for a digit. */
  mask: string;
  /** Matches the start of the digits and selects this mask. */
  regExpCode: string;
  /** Matches the whole digit string of a valid number. */
  regExpFull: string;
}

const MASKS = {
  RU: { country: 'RU', mask: '+7 (###) ###-##-##', regExpCode: '^7[3-589]', regExpFull: '^7[3-589]\\d{9}$' },
  KZ: { country: 'KZ', mask: '+7 (###) ###-##-##', regExpCode: '^77', regExpFull: '^77\\d{9}$' },
  BY: { country: 'BY', mask: '+375 (##) ###-##-##', regExpCode: '^375', regExpFull: '^375(25|29|33|44)\\d{7}$' },
  AE: { country: 'AE', mask: '+971 (##) ###-####', regExpCode: '^971', regExpFull: '^9715\\d{8}$' },
} as const satisfies Record<string, PhoneMask>;

export const PHONE_MASKS: Readonly<Record<VariantKey, readonly PhoneMask[]>> = {
  ru: [MASKS.RU, MASKS.KZ, MASKS.BY],
  kz: [MASKS.KZ, MASKS.RU],
  com: [MASKS.AE, MASKS.RU, MASKS.KZ],
};

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/** The country code a mask writes out: '7', '375', '971'. */
function maskCode(mask: PhoneMask): string {
  return mask.mask.match(/^\+(\d+)/)?.[1] ?? '';
}

/** The digits (country code first) in a mask, up to the last digit given: '7916' → '+7 (916'. */
function fillMask(mask: PhoneMask, digits: string): string {
  let at = maskCode(mask).length;
  let out = `+${digits.slice(0, at)}`;
  for (const c of mask.mask.slice(out.length)) {
    if (at >= digits.length) break;
    out += c === '#' ? digits[at++] : c;
  }
  return out;
}

/** A valid phone in the display mask of the variant that fits it, e.g. '+7 (916) 123-45-67'; else '+digits'. */
export function formatPhone(input: string, variant: VariantKey): string {
  const digits = phoneDigits(input);
  const mask = PHONE_MASKS[variant].find((m) => new RegExp(m.regExpFull).test(digits));
  return mask ? fillMask(mask, digits) : `+${digits}`;
}

/**
 * What a phone field shows as it is typed: the digits in the variant's mask their country code
 * selects (the variant's first mask until one does), cut after the last digit typed. A number typed
 * without its country code gets the mask's, and a leading 8 (the trunk prefix in Russia and
 * Kazakhstan) reads as 7. The same masks validate the number (checkPhone), so what the mask
 * completes the server accepts.
 */
export function maskPhoneInput(input: string, variant: VariantKey): string {
  let digits = phoneDigits(input);
  if (!digits) return '';
  const masks = PHONE_MASKS[variant];
  const typedCode = masks.find((m) => new RegExp(m.regExpCode).test(digits) || maskCode(m).startsWith(digits));
  const mask = typedCode ?? masks[0]!;
  const code = maskCode(mask);
  if (!typedCode) digits = code === '7' && digits.startsWith('8') ? `7${digits.slice(1)}` : code + digits;
  return fillMask(mask, digits);
}
