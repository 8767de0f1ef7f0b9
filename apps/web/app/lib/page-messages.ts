/**
 * The page language's UI messages in memory, by the address the root's data names. The API serves
 * them there, cached for a year (its i18n route; the address carries the hash of the text), so a
 * page carries an address instead of some 50 KB of text. The server's root loader puts them here.
 * In the browser the hydration starter begins the download with the scripts
 * (web-host hydration-rewrite.ts) and entry.client.tsx waits for it before hydrating: the first
 * render must draw the server's text. A page whose root data names other messages (another
 * language, into or out of the back office) waits for them before it is drawn (useMessagesAt).
 */
import type { Messages } from '@storefront/domain/i18n/translator';
import { use } from 'react';
import { retryingTransport } from './retry';

/** The global under which the hydration starter leaves its download of the page's messages. */
export const STARTED_MESSAGES = '__pageMessages';

declare global {
  interface Window {
    [STARTED_MESSAGES]?: Promise<Response>;
  }
}

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();

export function keepMessages(url: string, messages: Messages): void {
  loaded.set(url, messages);
}

export function messagesAt(url: string): Messages | undefined {
  return loaded.get(url);
}

/** The API calls' retry (retry.ts): after no answer or a server error, not after a 404 (another deploy's texts). */
const get = retryingTransport((url) => fetch(url));

async function download(url: string, started: Promise<Response> | undefined): Promise<Messages> {
  let response = await started?.catch(() => undefined);
  if (!response || response.status >= 500) response = await get(url, {});
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const messages = (await response.json()) as Messages;
  loaded.set(url, messages);
  return messages;
}

/** The messages at `url`, downloaded once (`started`: a download already under way, the starter's). */
export function loadMessages(url: string, started?: Promise<Response>): Promise<Messages> {
  let promise = loading.get(url);
  if (!promise) {
    promise = download(url, started);
    loading.set(url, promise);
    // The next page that needs them asks afresh.
    promise.catch(() => loading.delete(url));
  }
  return promise;
}

/**
 * The messages at `url` for a render: at once when in memory, otherwise the render waits for them.
 * Root data naming new messages comes with a navigation, which React renders as a transition: the
 * page on screen stays until they are there.
 */
export function useMessagesAt(url: string | undefined): Messages | undefined {
  if (!url) return;
  return loaded.get(url) ?? use(loadMessages(url));
}
