import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { ProductGridSkeleton } from './product-card';
import { Skeleton, SkeletonShape, useLongWait } from './skeleton';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inShop = (children: React.ReactNode) =>
  render(
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      {children}
    </I18nProvider>,
  );

describe('skeleton', () => {
  it('says loading once in a status and hides its shapes from assistive technology', () => {
    const { container } = inShop(
      <Skeleton className="auth-form">
        <SkeletonShape kind="text" width="60%" />
        <SkeletonShape height={44} />
      </Skeleton>,
    );
    expect(screen.getByRole('status').textContent).toBe('Загрузка…');
    const region = container.querySelector('.skeleton');
    expect(region?.getAttribute('aria-busy')).toBe('true');
    const shapes = container.querySelectorAll('.skeleton-shape');
    expect(shapes).toHaveLength(2);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')?.className).toBe('auth-form');
    expect((shapes[0] as HTMLElement).style.width).toBe('60%');
    expect((shapes[1] as HTMLElement).style.height).toBe('44px');
  });

  it('draws a product grid of card shapes in the grid the cards use', () => {
    const { container } = inShop(<ProductGridSkeleton count={3} gridClassName="product-grid product-grid--few" />);
    expect(container.querySelectorAll('ul.product-grid.product-grid--few > li > .product-card')).toHaveLength(3);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});

describe('long wait', () => {
  it('turns on only once a wait has lasted the delay, and off as soon as it ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ waiting }) => useLongWait(waiting, 400), {
      initialProps: { waiting: true },
    });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(399));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ waiting: false });
    expect(result.current).toBe(false);
    // A quick wait after it never shows.
    rerender({ waiting: true });
    act(() => void vi.advanceTimersByTime(200));
    rerender({ waiting: false });
    act(() => void vi.advanceTimersByTime(400));
    expect(result.current).toBe(false);
  });
});
