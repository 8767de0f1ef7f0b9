import { SCROLL_UNLOCK_DELAY_MS } from '@storefront/domain/constants';
import { act, cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushModal, removeModal } from '../ui/modal-stack';
import { HIDDEN_MARK, LiveChat } from './live-chat';

const idle: (() => void)[] = [];
let liveChat: { scriptUrl: string } | null = null;

function HydrateFallback() {
  return null;
}

const Stub = createRoutesStub([
  { id: 'root', path: '/', loader: () => ({ layout: { liveChat } }), HydrateFallback, Component: LiveChat },
]);

async function renderWith(chat: typeof liveChat) {
  liveChat = chat;
  render(<Stub initialEntries={['/']} />);
  await act(async () => {});
}

const chatScripts = () => document.querySelectorAll('script[data-live-chat]');

beforeEach(() => {
  // The test page loads no scripts: an added one counts as loaded instead of as an error.
  (
    window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  idle.length = 0;
  vi.stubGlobal('requestIdleCallback', (task: () => void, options: { timeout: number }) => {
    expect(options.timeout).toBeGreaterThan(0);
    return idle.push(task);
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1, () => {}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const script of chatScripts()) script.remove();
  document.documentElement.removeAttribute(HIDDEN_MARK);
});

describe('live chat', () => {
  it('loads nothing, not even later, without a configured widget', async () => {
    await renderWith(null);
    expect(idle).toHaveLength(0);
    expect(chatScripts()).toHaveLength(0);
  });

  it('adds the widget’s script once the page is idle, and only once', async () => {
    await renderWith({ scriptUrl: 'https://chat.example/widget/w1' });
    expect(chatScripts()).toHaveLength(0);
    for (const task of idle) task();
    cleanup();
    await renderWith({ scriptUrl: 'https://chat.example/widget/w1' });
    for (const task of idle) task();
    expect([...chatScripts()].map((s) => (s as HTMLScriptElement).src)).toEqual(['https://chat.example/widget/w1']);
  });

  it('hides the widget while a modal locks the scroll and shows it after', async () => {
    vi.useFakeTimers();
    await renderWith({ scriptUrl: 'https://chat.example/widget/w1' });
    pushModal('dialog');
    expect(document.documentElement.hasAttribute(HIDDEN_MARK)).toBe(true);
    removeModal('dialog');
    vi.advanceTimersByTime(SCROLL_UNLOCK_DELAY_MS);
    expect(document.documentElement.hasAttribute(HIDDEN_MARK)).toBe(false);
  });
});
