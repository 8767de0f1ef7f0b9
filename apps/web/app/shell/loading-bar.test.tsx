import { LOADING_BAR, NAVIGATION_PAUSE_MS } from '@storefront/domain/constants';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { type BarPhase, LoadingBar, loadingBarTimeline } from './loading-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function timeline() {
  const phases: BarPhase[] = [];
  const bar = loadingBarTimeline((phase) => phases.push(phase));
  return { bar, phases };
}

describe('loading bar timeline', () => {
  it('never shows for a navigation quicker than the throttle', () => {
    const { bar, phases } = timeline();
    bar.busy(true);
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.busy(false);
    vi.advanceTimersByTime(5_000);
    expect(phases).toEqual([]);
  });

  it('shows after the throttle, fills when the page is there and goes after the animation and the pause', () => {
    const { bar, phases } = timeline();
    bar.busy(true);
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(phases).toEqual(['loading']);
    bar.busy(true); // loading → submitting: the same navigation
    vi.advanceTimersByTime(2_000);
    bar.busy(false);
    expect(phases).toEqual(['loading', 'done']);
    vi.advanceTimersByTime(LOADING_BAR.durationMs + NAVIGATION_PAUSE_MS - 1);
    expect(phases).toEqual(['loading', 'done']);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['loading', 'done', 'hidden']);
  });

  it('a navigation while the bar is filling takes the same bar back to loading', () => {
    const { bar, phases } = timeline();
    bar.busy(true);
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.busy(false);
    bar.busy(true);
    vi.advanceTimersByTime(5_000);
    expect(phases).toEqual(['loading', 'done', 'loading']);
  });
});

let arrive: () => void = () => {};

function Shell() {
  return (
    <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
      <LoadingBar />
      <Outlet />
    </I18nProvider>
  );
}

const Stub = createRoutesStub([
  {
    path: '/',
    Component: Shell,
    children: [
      { index: true, Component: () => <Link to="/slow/">Медленная страница</Link> },
      {
        path: 'slow/',
        loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
        Component: () => <h1>Пришла</h1>,
      },
    ],
  },
]);

describe('LoadingBar', () => {
  it('is an accessible progress bar while a slow navigation loads', async () => {
    await act(async () => render(<Stub initialEntries={['/']} />));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Медленная страница' })));
    await act(async () => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Загрузка страницы' });
    expect(bar.style.height).toBe(`${LOADING_BAR.heightPx}px`);
    await act(async () => arrive());
    expect(screen.getByRole('heading', { name: 'Пришла' })).toBeTruthy();
    expect(bar.className).toContain('loading-bar--done');
    await act(async () => vi.advanceTimersByTime(LOADING_BAR.durationMs + NAVIGATION_PAUSE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
