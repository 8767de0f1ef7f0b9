/** The root loader's layout data and the page language's messages, for any component below the root. */
import { type Messages, type Translate, translatorFor } from '@storefront/domain/i18n/translator';
import { useRouteLoaderData } from 'react-router';
import type { Layout } from './api-types';

export type LayoutData = Layout;

export interface RootData {
  layout: LayoutData;
  /** The page language's messages: the only ones a browser downloads. */
  messages: Messages;
  /** Whether to ask "Is your city …?": the shopper has not answered (no town-notification cookie). */
  askCity: boolean;
}

/** A translator in the page's language, for meta functions (they get the root's data, not context). */
export function rootTranslator(root: RootData): Translate {
  return translatorFor(root.layout.locale, root.messages);
}

export function useAskCity(): boolean {
  return useRouteLoaderData<RootData>('root')?.askCity ?? false;
}

export function useLayout(): LayoutData | undefined {
  return useRouteLoaderData<RootData>('root')?.layout;
}
