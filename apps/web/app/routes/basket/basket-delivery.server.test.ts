import { describe, expect, it } from 'vitest';
import { groupBodyOf, lineBodyOf } from './basket-delivery.server';

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

describe('lineBodyOf', () => {
  it('puts a line aside or back, moves it to a method or back among the remaining goods', () => {
    expect(lineBodyOf(posted({ postponed: 'true' }))).toEqual({ postponed: true });
    expect(lineBodyOf(posted({ postponed: 'false' }))).toEqual({ postponed: false });
    expect(lineBodyOf(posted({ deliveryMethod: 'pvz' }))).toEqual({ deliveryMethod: 'pvz' });
    expect(lineBodyOf(posted({ deliveryMethod: '' }))).toEqual({ deliveryMethod: null });
    expect(lineBodyOf(posted({ deliveryMethod: 'teleport', postponed: 'maybe' }))).toEqual({});
  });
});
