/** The catalogue a page sends to the browser (message-areas.ts says which parts), built once per kind. */
import type { LocaleTag } from '../variants.ts';
import { CATALOGUES, type Catalogue } from './catalogue.ts';
import {
  BACK_OFFICE_NAMESPACES,
  needsBackOfficeMessages,
  type PageAddress,
  SERVER_ONLY_NAMESPACES,
} from './message-areas.ts';

function without(locale: LocaleTag, namespaces: readonly string[]): Catalogue {
  return Object.fromEntries(
    Object.entries(CATALOGUES[locale]).filter(([id]) => !namespaces.includes(id.slice(0, id.indexOf('.')))),
  ) as Catalogue;
}

const built = new Map<string, Catalogue>();

export function pageMessages(locale: LocaleTag, url: PageAddress): Catalogue {
  const backOffice = needsBackOfficeMessages(url);
  const key = `${locale}/${backOffice}`;
  let messages = built.get(key);
  if (!messages) {
    const left = backOffice ? SERVER_ONLY_NAMESPACES : [...SERVER_ONLY_NAMESPACES, ...BACK_OFFICE_NAMESPACES];
    messages = without(locale, left);
    built.set(key, messages);
  }
  return messages;
}

const texts = new Map<string, string>();

/**
 * The same as JSON text, made once per kind: a page's data carries the messages as one string, which
 * its stream encodes at once, rather than some 800 entries one by one on every page.
 */
export function pageMessagesText(locale: LocaleTag, url: PageAddress): string {
  const key = `${locale}/${needsBackOfficeMessages(url)}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = JSON.stringify(pageMessages(locale, url));
    texts.set(key, text);
  }
  return text;
}
