import { describe, expect, it } from 'vitest';
import { methodMarks } from './payment-method';

describe('payment method marks', () => {
  it('shows the card schemes a variant takes online, Mir in Russia only, and a bank card on receipt', () => {
    expect(methodMarks('online', 'ru')).toEqual(['mir', 'visa', 'mastercard']);
    expect(methodMarks('online', 'kz')).toEqual(['visa', 'mastercard']);
    expect(methodMarks('on_receipt', 'com')).toEqual(['card']);
  });
});
