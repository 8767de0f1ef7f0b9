import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('payment countdown', () => {
  it('counts whole seconds down to the deadline and stops at 0', () => {
    const due = '2025-01-01T10:30:00.000Z';
    expect(secondsLeft(due, Date.parse('2025-01-01T10:00:00.000Z'))).toBe(1800);
    expect(secondsLeft(due, Date.parse('2025-01-01T10:29:59.500Z'))).toBe(1);
    expect(secondsLeft(due, Date.parse('2025-01-01T10:31:00.000Z'))).toBe(0);
  });

  it('shows mm:ss with minutes past an hour', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(4500)).toBe('75:00');
  });
});
