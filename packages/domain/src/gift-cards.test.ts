import { describe, expect, it } from 'vitest';
import {
  checkGiftCardAmount,
  formatGiftCardNumber,
  GIFT_CARD_INPUT_LENGTH,
  GIFT_CARD_MESSAGES,
  type GiftCardDraft,
  giftCardSendAt,
  giftCardStepErrors,
  instantToZonedTime,
  luhnCheckDigit,
  sendTimeErrors,
  zonedTimeToInstant,
} from './gift-cards.ts';
import { MESSAGE_KEYS } from './validation/fields.ts';

const draft: GiftCardDraft = {
  design: 'home',
  amount: 1000,
  senderName: 'Мария',
  recipientName: 'Ольга',
  recipientPhone: '+7 916 123-45-67',
  greeting: '',
  sendTime: { mode: 'now' },
};
const now = new Date('2026-11-23T12:00:00Z');

describe('gift card rules', () => {
  it('bounds the amount at 300 and 150 000 with a message for each', () => {
    expect(checkGiftCardAmount(299)).toBe(GIFT_CARD_MESSAGES.amountMin);
    expect(checkGiftCardAmount(300)).toBeNull();
    expect(checkGiftCardAmount(150_000)).toBeNull();
    expect(checkGiftCardAmount(150_001)).toBe(GIFT_CARD_MESSAGES.amountMax);
    expect(checkGiftCardAmount(Number.NaN)).toBe(MESSAGE_KEYS.required);
  });

  it('turns a wall-clock time in a zone into an instant and back', () => {
    expect(zonedTimeToInstant('2026-12-31', '23:30', 'Europe/Moscow').toISOString()).toBe('2026-12-31T20:30:00.000Z');
    expect(zonedTimeToInstant('2027-01-01', '09:00', 'Asia/Kamchatka').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(instantToZonedTime(new Date('2026-12-31T21:00:00Z'), 'Asia/Almaty')).toEqual({
      date: '2027-01-01',
      time: '02:00',
    });
  });

  it('never schedules in the past, in any zone', () => {
    // 14:59 in Moscow is 11:59 UTC: a minute ago. The same wall time in Vladivostok passed long ago;
    // in Kaliningrad (UTC+2) it is 12:59 UTC, still ahead.
    const at = (timeZone: string) => ({ mode: 'later' as const, date: '2026-11-23', time: '14:59', timeZone });
    expect(sendTimeErrors(at('Europe/Moscow'), now)).toEqual([
      { name: 'sendTime.time', message: GIFT_CARD_MESSAGES.sendTimePast },
    ]);
    expect(sendTimeErrors(at('Asia/Vladivostok'), now)).toHaveLength(1);
    expect(sendTimeErrors(at('Europe/Kaliningrad'), now)).toEqual([]);
    expect(giftCardSendAt(at('Europe/Kaliningrad'), now).toISOString()).toBe('2026-11-23T12:59:00.000Z');
    expect(giftCardSendAt({ mode: 'now' }, now)).toEqual(now);
  });

  it('checks each step on its own', () => {
    expect(giftCardStepErrors('intro', { ...draft, design: '' }, now)).toEqual([]);
    expect(giftCardStepErrors('design', { ...draft, design: '' }, now)).toEqual([
      { name: 'design', message: GIFT_CARD_MESSAGES.designRequired },
    ]);
    expect(giftCardStepErrors('greeting', { ...draft, greeting: 'x'.repeat(301) }, now)).toEqual([
      { name: 'greeting', message: MESSAGE_KEYS.maxChars, params: { max: '300' } },
    ]);
    expect(giftCardStepErrors('greeting', draft, now)).toEqual([]);
  });

  it('formats numbers in fours and computes the Luhn digit', () => {
    expect(formatGiftCardNumber('1234567890123456')).toBe('1234 5678 9012 3456');
    // As typed: digits only, in groups of four, at most 16.
    expect(formatGiftCardNumber('12345')).toBe('1234 5');
    expect(formatGiftCardNumber('1000-0000 0000 0000 01xx99')).toBe('1000 0000 0000 0000');
    expect(GIFT_CARD_INPUT_LENGTH).toBe('1000 0000 0000 0001'.length);
    expect(luhnCheckDigit('799273987100000'.slice(0, 10))).toBe(3);
  });
});
