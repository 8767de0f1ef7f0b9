/** The root loader's layout data and the page language's messages, for any component below the root. */
import { type Translate, translatorFor } from '@storefront/domain/i18n/translator';
import { useRouteLoaderData } from 'react-router';
import type { Layout } from './api-types';
import { messagesAt } from './page-messages';

export type LayoutData = Layout;

export interface RootData {
  layout: LayoutData;
  /**
   * Where the page language's messages are (the only ones a browser downloads): in memory by then,
   * see lib/page-messages.ts. The address changes with their text.
   */
  messagesUrl: string;
  /** Whether to ask "Is your city …?": the shopper has not answered (no town-notification cookie). */
  askCity: boolean;
}

/** A translator in the page's language, for meta functions (they get the root's data, not context). */
export function rootTranslator(root: RootData): Translate {
  return translatorFor(root.layout.locale, messagesAt(root.messagesUrl) ?? {});
}

export function useAskCity(): boolean {
  return useRouteLoaderData<RootData>('root')?.askCity ?? false;
}

export function useLayout(): LayoutData | undefined {
  return useRouteLoaderData<RootData>('root')?.layout;
}
