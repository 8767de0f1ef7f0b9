import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { Modal } from './modal';

function Harness({ disableClose = false, nested = false }: { disableClose?: boolean; nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Outer" disableClose={disableClose}>
        <button type="button">First</button>
        {nested ? (
          <button type="button" onClick={() => setInner(true)}>
            Inner
          </button>
        ) : null}
        <button type="button">Last</button>
      </Modal>
      <Modal open={inner} onClose={() => setInner(false)} title="Inner modal">
        <button type="button">Inside</button>
      </Modal>
    </I18nProvider>
  );
}

async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(300);
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Modal', () => {
  it('opens, traps focus, closes on Escape and returns focus to the opener', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog.parentElement?.dataset.state).toBe('opened');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(document.body.style.overflow).toBe('hidden');

    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await settle();
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves the focus where the shopper put it during the opening frame', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    await settle();
    expect(screen.getByRole('dialog', { name: 'Outer' }).parentElement?.dataset.state).toBe('opened');
    expect(document.activeElement).toBe(last);
  });

  it('closes on a press outside the panel', async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores Escape and outside clicks when closing is disabled', async () => {
    vi.useFakeTimers();
    render(<Harness disableClose />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement as HTMLElement);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });

  it('stacks modals two z-index steps apart and closes only the top one on Escape', async () => {
    vi.useFakeTimers();
    render(<Harness nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Inner' }));
    await settle();
    const outer = screen.getByRole('dialog', { name: 'Outer' }).parentElement as HTMLElement;
    const inner = screen.getByRole('dialog', { name: 'Inner modal' }).parentElement as HTMLElement;
    expect(Number(inner.style.zIndex) - Number(outer.style.zIndex)).toBe(2);
    expect(outer.style.zIndex).toBe('1000');
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Inner modal' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });
});
