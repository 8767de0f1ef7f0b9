import { describe, expect, it } from 'vitest';
import { CANCEL_NOTE_MAX, cancelReasonErrors, cancelReasonText, normalizeCancelReason } from './cancel-reasons.ts';
import { createTranslator } from './i18n/translate.ts';

describe('shopper cancel reasons', () => {
  it('takes no reason, a known one, or other with a text', () => {
    expect(cancelReasonErrors({})).toEqual([]);
    expect(cancelReasonErrors({ reason: 'foundCheaper' })).toEqual([]);
    expect(cancelReasonErrors({ reason: 'other', note: 'Купил в магазине' })).toEqual([]);
  });

  it('refuses an unknown reason, other without a text and a text past the limit', () => {
    expect(cancelReasonErrors({ reason: 'bored' })).toEqual([{ name: 'reason', message: 'validation.invalid' }]);
    expect(cancelReasonErrors({ reason: 'other', note: '  ' })).toEqual([
      { name: 'note', message: 'validation.required' },
    ]);
    expect(cancelReasonErrors({ note: 'x'.repeat(CANCEL_NOTE_MAX + 1) })).toEqual([
      { name: 'note', message: 'validation.invalidLength' },
    ]);
  });

  it('reads what the shopper said on one line', () => {
    const t = createTranslator('en-US');
    expect(cancelReasonText(t, { shopperCancelReason: 'foundCheaper', shopperCancelNote: 'In a shop' })).toBe(
      'Found it cheaper elsewhere — In a shop',
    );
    expect(cancelReasonText(t, { shopperCancelReason: null, shopperCancelNote: 'Late' })).toBe('Late');
  });

  it('stores a known reason and a trimmed text, or nothing', () => {
    expect(normalizeCancelReason({ reason: 'changedMind', note: '  late  ' })).toEqual({
      reason: 'changedMind',
      note: 'late',
    });
    expect(normalizeCancelReason({ reason: '', note: ' ' })).toEqual({ reason: null, note: null });
  });
});
