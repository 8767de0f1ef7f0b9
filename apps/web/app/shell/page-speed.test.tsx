import { act, cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingPageType, PageSpeed, vitalsQueue } from './page-speed';

type Report = (metric: { name: string; value: number }) => void;
const reporters: Report[] = [];
vi.mock('web-vitals', () => {
  const on = (report: Report) => void reporters.push(report);
  return { onCLS: on, onINP: on, onLCP: on, onTTFB: on };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('landingPageType', () => {
  it('is the type of the route the document address matches in its variant', () => {
    expect(landingPageType('https://shop.example/product/chair-1/?utm=x', 'ru')).toBe('product');
    expect(landingPageType('https://shop.example/kz/catalog/kitchen/', 'kz')).toBe('listing');
    expect(landingPageType('https://shop.example/ae/basket/', 'com')).toBe('basket');
    expect(landingPageType('https://shop.example/no-such-page/', 'ru')).toBe('other');
  });
});

describe('vitalsQueue', () => {
  it('keeps the latest value of each metric, rounded, and sends them once in one body', () => {
    const send = vi.fn();
    const queue = vitalsQueue('/api/v1/web-vitals', 'search', send);
    queue.add({ name: 'LCP', value: 1200.7 });
    queue.add({ name: 'CLS', value: 0.012345 });
    queue.add({ name: 'CLS', value: 0.05 });
    queue.add({ name: 'FCP', value: 300 });
    queue.flush();
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      '/api/v1/web-vitals',
      JSON.stringify({
        pageType: 'search',
        metrics: [
          { name: 'LCP', value: 1201 },
          { name: 'CLS', value: 0.05 },
        ],
      }),
    );
  });
});

function HydrateFallback() {
  return null;
}

/** Drawn into the sample: the rate is 0.5, the draw 0.4. */
function SampledPageSpeed() {
  return <PageSpeed random={() => 0.4} />;
}

const Stub = createRoutesStub([
  {
    id: 'root',
    path: '*',
    loader: () => ({ layout: { variant: 'kz', webVitalsSampleRate: 0.5 } }),
    HydrateFallback,
    Component: SampledPageSpeed,
  },
]);

describe('PageSpeed', () => {
  it('on a sampled load, sends the landing page type and its measurements when the page is hidden', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      'http://localhost/kz/product/chair-1/',
    );
    render(<Stub initialEntries={['/kz/product/chair-1/']} />);
    await act(async () => {});
    await vi.waitFor(() => expect(reporters).toHaveLength(4));
    for (const report of reporters) report({ name: 'TTFB', value: 180 });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledWith(
      '/kz/api/v1/web-vitals',
      JSON.stringify({ pageType: 'product', metrics: [{ name: 'TTFB', value: 180 }] }),
    );
  });
});
