import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { PaymentTimer } from './payment-timer';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PaymentTimer', () => {
  it('counts down to the due time and reports the expiry once', () => {
    const onExpire = vi.fn();
    render(
      <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
        <PaymentTimer dueAt="2025-01-01T10:00:03Z" onExpire={onExpire} />
      </I18nProvider>,
    );
    const value = () => screen.getByText(/^\d\d:\d\d$/).textContent;
    expect(value()).toBe('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(value()).toBe('00:02');
    act(() => vi.advanceTimersByTime(5000));
    expect(value()).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
