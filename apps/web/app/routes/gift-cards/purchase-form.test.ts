import { describe, expect, it } from 'vitest';
import { draftOf, purchaseFormOf } from './purchase-form';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('purchaseFormOf', () => {
  it('takes a preset picked without JavaScript when no amount was typed, and a typed one over it', () => {
    expect(purchaseFormOf(posted({ amountPreset: '3000' })).amount).toBe('3000');
    expect(purchaseFormOf(posted({ amountPreset: '3000', amount: '1500' })).amount).toBe('1500');
  });

  it('sends now unless a later time was chosen, and makes the domain draft of the answers', () => {
    const now = purchaseFormOf(posted({ design: 'flowers', amount: '1 500', sendMode: 'soon' }));
    expect(now.sendMode).toBe('now');
    expect(draftOf(now)).toMatchObject({ design: 'flowers', amount: 1500, sendTime: { mode: 'now' } });
    const later = purchaseFormOf(
      posted({ sendMode: 'later', date: '2026-12-01', time: '10:00', timeZone: 'Asia/Vladivostok' }),
    );
    expect(draftOf(later).sendTime).toEqual({
      mode: 'later',
      date: '2026-12-01',
      time: '10:00',
      timeZone: 'Asia/Vladivostok',
    });
  });
});
