/** The root loader's layout data and the page language's messages, for any component below the root. */
import { type Messages, type Translate, translatorFor } from '@storefront/domain/i18n/translator';
import { useRouteLoaderData } from 'react-router';
import type { Layout } from './api-types';

export type LayoutData = Layout;

export interface RootData {
  layout: LayoutData;
  /** The page language's messages (the only ones a browser downloads) as JSON text: see readMessages. */
  messages: string;
  /** Whether to ask "Is your city …?": the shopper has not answered (no town-notification cookie). */
  askCity: boolean;
}

/** A translator in the page's language, for meta functions (they get the root's data, not context). */
export function rootTranslator(root: RootData): Translate {
  return translatorFor(root.layout.locale, readMessages(root.messages));
}

export function useAskCity(): boolean {
  return useRouteLoaderData<RootData>('root')?.askCity ?? false;
}

export function useLayout(): LayoutData | undefined {
  return useRouteLoaderData<RootData>('root')?.layout;
}

const read = new Map<string, Messages>();

/**
 * The messages of a root loader's JSON text, parsed once per text (the page keeps the same one from
 * navigation to navigation; a language or back-office switch brings another).
 */
export function readMessages(text: string): Messages {
  let messages = read.get(text);
  if (!messages) {
    messages = JSON.parse(text) as Messages;
    if (read.size >= 4) read.clear();
    read.set(text, messages);
  }
  return messages;
}
