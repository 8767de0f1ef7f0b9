import { describe, expect, it } from 'vitest';
import { groupBodyOf } from './basket-delivery.server';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('groupBodyOf', () => {
  it('sends ids as numbers, the courier time as posted, and only the fields the form has', () => {
    expect(groupBodyOf(posted({ method: 'pickup', storeId: '12', takeRemaining: 'true' }))).toEqual({
      storeId: 12,
      takeRemaining: true,
    });
    expect(
      groupBodyOf(posted({ method: 'courier', date: '2026-12-01', timeSlot: '10:00-14:00', addressId: '' })),
    ).toEqual({ date: '2026-12-01', timeSlot: '10:00-14:00' });
  });
});
