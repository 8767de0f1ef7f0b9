/**
 * Sends a message to the app. iOS (WKWebView) exposes `window.webkit.messageHandlers.<name>`,
 * Android (addJavascriptInterface) `window.<name>`; both get the payload as JSON text. A page
 * framed by the development harness (same origin) hands it to the harness's fake app.
 */
import type { ToAppMessages, ToAppName } from './messages';

interface Handler {
  postMessage: (text: string) => void;
}

/** What the page's window may carry from the app. */
export interface BridgeWindow {
  webkit?: { messageHandlers?: Record<string, Handler | undefined> };
  appHarness?: { post: (name: string, text: string) => void };
  parent?: unknown;
  [name: string]: unknown;
}

const hasPostMessage = (value: unknown): value is Handler =>
  typeof value === 'object' && value !== null && typeof (value as Handler).postMessage === 'function';

/** The harness of the parent page, when this page is framed by it (another origin throws: none). */
function harnessOf(win: BridgeWindow): BridgeWindow['appHarness'] {
  try {
    const parent = win.parent as BridgeWindow | undefined;
    return parent && parent !== win ? parent.appHarness : undefined;
  } catch {
    return undefined;
  }
}

/** The way to the app from this window, or null when no app listens. */
function transport(win: BridgeWindow, name: string): ((text: string) => void) | null {
  const ios = win.webkit?.messageHandlers?.[name];
  if (hasPostMessage(ios)) return (text) => ios.postMessage(text);
  const android = win[name];
  // A window (frames, opener) has postMessage too: only the app's injected object counts.
  if (hasPostMessage(android) && !('window' in (android as object))) return (text) => android.postMessage(text);
  const harness = harnessOf(win);
  if (harness) return (text) => harness.post(name, text);
  return null;
}

/** Whether an app listens for this message in this window. */
export function appListens(name: ToAppName, win: BridgeWindow = window as unknown as BridgeWindow): boolean {
  return transport(win, name) !== null;
}

/** Sends one message; false when no app listens (the page then does it itself). */
export function sendToApp<N extends ToAppName>(
  name: N,
  payload: ToAppMessages[N],
  win: BridgeWindow = window as unknown as BridgeWindow,
): boolean {
  const send = transport(win, name);
  if (!send) return false;
  send(JSON.stringify(payload));
  return true;
}
