import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { lazyPopup } from './lazy-popup';
import { Modal, type ModalProps } from './modal';

function Harness({ Popup }: { Popup: ComponentType<ModalProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title="Lazy">
        <button type="button">Inside</button>
      </Popup>
    </I18nProvider>
  );
}

/** A lazy Modal whose code arrives when the test says so; the page never gets idle unless told. */
function setup() {
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  let arrive: (component: ComponentType<ModalProps>) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<ModalProps>>((resolve) => {
        arrive = resolve;
      }),
  );
  render(<Harness Popup={lazyPopup(load)} />);
  return {
    load,
    idle: () => act(() => idle?.()),
    arrive: () => act(async () => arrive(Modal)),
  };
}

async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(300);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('lazyPopup', () => {
  it('fetches its code when the page is idle and renders nothing while closed', async () => {
    const { load, idle, arrive } = setup();
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the first click before the page is idle, traps focus and returns it to the opener', async () => {
    vi.useFakeTimers();
    const { load, arrive } = setup();
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Lazy' }).parentElement?.dataset.state).toBe('opened');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inside' }));
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Opened again, it is there at once: the code is not fetched twice.
    fireEvent.click(opener);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Lazy' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads its code once, and a popup first mounted open then opens without fetching again', async () => {
    vi.useFakeTimers();
    let arrive: (component: ComponentType<ModalProps>) => void = () => {};
    const load = vi.fn(
      () =>
        new Promise<ComponentType<ModalProps>>((resolve) => {
          arrive = resolve;
        }),
    );
    const Popup = lazyPopup(load);
    Popup.preload();
    Popup.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(Modal));
    render(
      <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
        <Popup open onClose={() => {}} title="Lazy">
          <button type="button">Inside</button>
        </Popup>
      </I18nProvider>,
    );
    await settle();
    expect(screen.getByRole('dialog', { name: 'Lazy' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
