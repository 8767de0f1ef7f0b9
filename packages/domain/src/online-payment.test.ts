import { describe, expect, it } from 'vitest';
import { isOnlinePaymentMethod, isPhoneAgent, onlinePaymentMethods, sbpPaymentState } from './online-payment.ts';

describe('ways to pay online', () => {
  it('offers SBP in the ru variant only, a card everywhere first', () => {
    expect(onlinePaymentMethods('ru')).toEqual(['card', 'sbp']);
    expect(onlinePaymentMethods('kz')).toEqual(['card']);
    expect(onlinePaymentMethods('com')).toEqual(['card']);
    expect(isOnlinePaymentMethod('sbp')).toBe(true);
    expect(isOnlinePaymentMethod('cash')).toBe(false);
    expect(isOnlinePaymentMethod(null)).toBe(false);
  });

  it('tells phones from tablets and desktops by the user agent', () => {
    const phones = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    ];
    const others = [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15',
      'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      '',
      undefined,
    ];
    for (const agent of phones) expect(isPhoneAgent(agent), agent).toBe(true);
    for (const agent of others) expect(isPhoneAgent(agent), String(agent)).toBe(false);
  });
});

describe('the SBP page’s state', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const pending = { status: 'pending' as const, expiresAt: '2026-11-29T12:05:00Z' };

  it('waits for the bank until the code expires, while the order awaits payment', () => {
    expect(sbpPaymentState(pending, true, now)).toBe('waiting');
    expect(sbpPaymentState({ ...pending, expiresAt: '2026-11-29T12:00:00Z' }, true, now)).toBe('expired');
    expect(sbpPaymentState(pending, false, now)).toBe('closed');
  });

  it('follows the payment once it ended', () => {
    expect(sbpPaymentState({ ...pending, status: 'succeeded' }, false, now)).toBe('paid');
    expect(sbpPaymentState({ ...pending, status: 'failed' }, true, now)).toBe('failed');
    expect(sbpPaymentState({ ...pending, status: 'cancelled' }, true, now)).toBe('failed');
  });
});
