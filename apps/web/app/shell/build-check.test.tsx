import { FIRST_BUILD_CHECK_MS, OUTDATED_BUILD_CHECK_MS } from '@storefront/domain/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, Form, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildCheck, latestBuildId, watchBuild } from './build-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('watchBuild', () => {
  it('asks 1 s after the page is ready, then every hour, and stops at a newer build', async () => {
    const latest = vi.fn().mockResolvedValue('a');
    const outdated = vi.fn();
    watchBuild('a', latest, outdated);
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS - 1);
    expect(latest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(OUTDATED_BUILD_CHECK_MS - 1);
    expect(latest).toHaveBeenCalledTimes(1);
    latest.mockResolvedValue('b');
    await vi.advanceTimersByTimeAsync(1);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(outdated).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * OUTDATED_BUILD_CHECK_MS);
    expect(latest).toHaveBeenCalledTimes(2);
  });

  it('keeps asking when the answer cannot be read, and stops when told', async () => {
    const latest = vi.fn().mockResolvedValue(null);
    const outdated = vi.fn();
    const stop = watchBuild('a', latest, outdated);
    await vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS + OUTDATED_BUILD_CHECK_MS);
    expect(latest).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5 * OUTDATED_BUILD_CHECK_MS);
    expect(latest).toHaveBeenCalledTimes(2);
    expect(outdated).not.toHaveBeenCalled();
  });
});

describe('latestBuildId', () => {
  it('reads the manifest without the cache, and no id from a failed or strange answer', async () => {
    const fetcher = vi.fn().mockResolvedValue(Response.json({ id: 'b1' }));
    expect(await latestBuildId(fetcher)).toBe('b1');
    expect(fetcher).toHaveBeenCalledWith('/build.json', { cache: 'no-store' });
    expect(await latestBuildId(vi.fn().mockResolvedValue(new Response('', { status: 404 })))).toBeNull();
    expect(await latestBuildId(vi.fn().mockResolvedValue(Response.json({ id: 5 })))).toBeNull();
    expect(await latestBuildId(vi.fn().mockRejectedValue(new TypeError('offline')))).toBeNull();
  });
});

function Shell() {
  return (
    <>
      <BuildCheck buildId="old" />
      <Outlet />
    </>
  );
}

const action = vi.fn(() => null);

const Stub = createRoutesStub([
  {
    path: '/',
    Component: Shell,
    children: [
      {
        index: true,
        Component: () => (
          <>
            <Link to="/next/?a=1">Дальше</Link>
            <Link to="/plain/">Без данных</Link>
            <Form method="post" action="/next/?a=1">
              <button type="submit">Отправить</button>
            </Form>
          </>
        ),
      },
      { path: 'next/', Component: () => <h1>Следующая</h1>, loader: () => null, action },
      { path: 'plain/', Component: () => <h1>Без данных</h1> },
    ],
  },
]);

async function openWithDeployed(id: string) {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id }));
  await act(async () => render(<Stub initialEntries={['/']} />));
  await act(() => vi.advanceTimersByTimeAsync(FIRST_BUILD_CHECK_MS));
  return { assign, reload };
}

describe('BuildCheck', () => {
  it('renders navigations in the page while its build is the newest', async () => {
    const { assign, reload } = await openWithDeployed('old');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Дальше' })));
    expect(screen.getByRole('heading', { name: 'Следующая' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('once a newer build is out, loads the next page’s document from the server', async () => {
    const { assign, reload } = await openWithDeployed('new');
    expect(assign).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Дальше' })));
    expect(assign).toHaveBeenCalledWith('/next/?a=1');
    // The in-page navigation the document replaces finished first (a fast answer): still one load.
    expect(screen.getByRole('heading', { name: 'Следующая' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('lets a form’s action run first, then loads the page it leads to from the server', async () => {
    const { assign, reload } = await openWithDeployed('new');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Отправить' })));
    expect(action).toHaveBeenCalledTimes(1);
    // Here the page's data arrives at once: the page is loaded again where the form led.
    expect(assign.mock.calls.length + reload.mock.calls.length).toBe(1);
    expect(screen.getByRole('heading', { name: 'Следующая' })).toBeTruthy();
  });

  it('loads a page with nothing to load again from the server', async () => {
    const { reload } = await openWithDeployed('new');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Без данных' })));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
