import { describe, expect, it } from 'vitest';
import { CANCEL_INTENT, cancelledNumber, cancelReasonOf, withoutConfirm } from './cancel-order';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('withoutConfirm', () => {
  it('keeps the list or the order the page shows and drops the question', () => {
    expect(withoutConfirm(new URLSearchParams('filter=actual&confirm=cancel&number=1001'))).toBe('?filter=actual');
    expect(withoutConfirm(new URLSearchParams('order=1001&confirm=cancel&number=1001'))).toBe('?order=1001');
    expect(withoutConfirm(new URLSearchParams('confirm=cancel&number=1001'))).toBe('');
  });
});

describe('cancelledNumber', () => {
  it('reads the order a cancel form names, and nothing from another form', () => {
    expect(cancelledNumber(posted({ intent: CANCEL_INTENT, number: '1001', _js: '1' }))).toBe('1001');
    expect(cancelledNumber(posted({ intent: CANCEL_INTENT, number: '' }))).toBeNull();
    expect(cancelledNumber(posted({ intent: 'pay', number: '1001' }))).toBeNull();
  });
});

describe('cancelReasonOf', () => {
  it('sends the reason and the text the shopper gave, and nothing for empty fields', () => {
    expect(cancelReasonOf(posted({ reason: 'other', note: 'Купил в магазине' }))).toEqual({
      reason: 'other',
      note: 'Купил в магазине',
    });
    expect(cancelReasonOf(posted({ reason: '', note: '  ' }))).toEqual({});
    expect(cancelReasonOf(posted({}))).toEqual({});
  });
});
