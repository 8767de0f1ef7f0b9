import { ecommerceEvent } from '@storefront/domain/analytics/ecommerce';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reachGoal, setCounterSink, track, trackOnce } from './data-layer';

const view = ecommerceEvent('view_item', 'KZT', [
  { productId: 7, name: 'Jug', price: { amount: 450_000, currency: 'KZT' } },
]);

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtagDataLayer;
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => setCounterSink(null));

describe('the data layer', () => {
  it('writes nothing while the counters are off (no consent, no id, inside the app)', () => {
    track(view);
    reachGoal('basket_add');
    expect(trackOnce('purchase:1', view)).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtagDataLayer).toBeUndefined();
  });

  it('clears the previous e-commerce object before each event, and gives GA4 the same event', () => {
    setCounterSink({ ga4Id: 'G-TEST1234', ymId: null });
    track(view);
    expect(window.dataLayer).toEqual([{ ecommerce: null }, view]);
    const [command] = window.gtagDataLayer ?? [];
    expect(Array.from(command as ArrayLike<unknown>)).toEqual(['event', 'view_item', view.ecommerce]);
  });

  it('leaves GA4 out when only Metrica is configured (it reads the data layer itself)', () => {
    setCounterSink({ ga4Id: null, ymId: '12345678' });
    track(view);
    expect(window.dataLayer).toHaveLength(2);
    expect(window.gtagDataLayer).toBeUndefined();
  });

  it('counts a limited goal once per session', () => {
    setCounterSink({ ga4Id: null, ymId: '12345678' });
    reachGoal('basket_add');
    reachGoal('basket_add');
    reachGoal('order_placed');
    reachGoal('order_placed');
    expect(window.dataLayer).toEqual([
      { event: 'goal', goal: 'basket_add' },
      { event: 'goal', goal: 'order_placed' },
      { event: 'goal', goal: 'order_placed' },
    ]);
  });

  it('reports a purchase once however often its page is shown', () => {
    setCounterSink({ ga4Id: null, ymId: '12345678' });
    expect(trackOnce('purchase:100042', view)).toBe(true);
    expect(trackOnce('purchase:100042', view)).toBe(false);
    expect(trackOnce('purchase:100043', view)).toBe(true);
    expect(window.dataLayer).toHaveLength(4);
  });
});
