/**
 * The catalogue a page sends to the browser (message-areas.ts says which parts), built once per
 * language and area, and the address it is served at: the browser downloads it once per deploy
 * that changes it, not with every page (the API's i18n route; the page names it, lib/page-messages.ts).
 */
import { API_BASE } from '../routes.ts';
import type { LocaleTag } from '../variants.ts';
import { CATALOGUES, type Catalogue } from './catalogue.ts';
import {
  BACK_OFFICE_NAMESPACES,
  type MessageArea,
  messageArea,
  type PageAddress,
  SERVER_ONLY_NAMESPACES,
} from './message-areas.ts';

function without(locale: LocaleTag, namespaces: readonly string[]): Catalogue {
  return Object.fromEntries(
    Object.entries(CATALOGUES[locale]).filter(([id]) => !namespaces.includes(id.slice(0, id.indexOf('.')))),
  ) as Catalogue;
}

/** One language and area's messages: as an object, as JSON text, and the hash of that text. */
export interface MessagesAsset {
  messages: Catalogue;
  text: string;
  hash: string;
}

const built = new Map<string, MessagesAsset>();

export function messagesAsset(locale: LocaleTag, area: MessageArea): MessagesAsset {
  const key = `${locale}/${area}`;
  let asset = built.get(key);
  if (!asset) {
    const left =
      area === 'back-office' ? SERVER_ONLY_NAMESPACES : [...SERVER_ONLY_NAMESPACES, ...BACK_OFFICE_NAMESPACES];
    const messages = without(locale, left);
    const text = JSON.stringify(messages);
    asset = { messages, text, hash: contentHash(text) };
    built.set(key, asset);
  }
  return asset;
}

export function pageMessages(locale: LocaleTag, url: PageAddress): Catalogue {
  return messagesAsset(locale, messageArea(url)).messages;
}

/** Where the messages of a language and area are served: the hash changes with the text, so the answer never does. */
export function messagesPath(locale: LocaleTag, area: MessageArea): string {
  return `${API_BASE}/i18n/messages/${locale}/${area}/${messagesAsset(locale, area).hash}`;
}

/** The address of the messages a page needs. */
export function pageMessagesPath(locale: LocaleTag, url: PageAddress): string {
  return messagesPath(locale, messageArea(url));
}

/**
 * A 64-bit hash of the text (two 32-bit FNV-1a-style lanes), as 14 base-36 digits: it tells one
 * text from another for caches, nothing more (no Node or Web crypto needed, so any side computes it).
 */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  const high = (a >>> 0).toString(36).padStart(7, '0');
  const low = (b >>> 0).toString(36).padStart(7, '0');
  return `${high}${low}`;
}
