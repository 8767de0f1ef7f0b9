import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { ToastProvider } from '../../ui/toast';
import { ShareButton, shareableUrl } from './share-button';

let mode = { isMobileApp: false, isWebView: false };

function Root() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <ToastProvider>
        <ShareButton title="Linen shirt" />
      </ToastProvider>
    </I18nProvider>
  );
}

const Stub = createRoutesStub([
  { id: 'root', path: '/', loader: () => ({ layout: mode }), HydrateFallback: () => null, Component: Root },
]);

async function press() {
  render(<Stub initialEntries={['/']} />);
  const button = await screen.findByRole('button', { name: 'Share' });
  await act(async () => {
    fireEvent.click(button);
  });
}

const writeText = vi.fn();
beforeEach(() => {
  mode = { isMobileApp: false, isWebView: false };
  writeText.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share: undefined });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as { webkit?: unknown }).webkit;
});

describe('product share button', () => {
  it('copies the link and says so in a status toast where the browser has no share sheet', async () => {
    await press();
    expect(writeText).toHaveBeenCalledWith(window.location.href.replace(/#.*$/, ''));
    expect((await screen.findByRole('status')).textContent).toBe('Link copied');
  });

  it('opens the share sheet where there is one, and does nothing more when the shopper closes it', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText }, share });
    await press();
    expect(share).toHaveBeenCalledWith({ url: expect.any(String), title: 'Linen shirt' });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to the clipboard when the share sheet refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText },
      share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')),
    });
    await press();
    expect(writeText).toHaveBeenCalledOnce();
  });

  it('shows the error toast when the link cannot be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await press();
    expect((await screen.findByRole('alert')).textContent).toBe('An error has occurred');
  });

  it('hands the link to the app inside it, and copies nothing', async () => {
    mode = { isMobileApp: true, isWebView: false };
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { share: { postMessage } } };
    await press();
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({ url: expect.any(String), title: 'Linen shirt' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('shares the address without the app marker or the fragment', () => {
    expect(shareableUrl('https://shop.example/product/a/?size=2&app_mode=mobile-app#reviews')).toBe(
      'https://shop.example/product/a/?size=2',
    );
  });
});
