/** The root loader's layout data and the page language's messages, for any component below the root. */
import type { Consent } from '@storefront/domain/analytics/consent';
import { type Translate, translatorFor } from '@storefront/domain/i18n/translator';
import { createContext, useContext, useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Layout, UserBlock } from './api-types';
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
  /** The shopper's answer to the cookie banner (the consent cookie); null: not answered yet. */
  consent: Consent | null;
  /** The address asks for the cookie settings (the footer's link without JavaScript). */
  consentSettings: boolean;
  /**
   * The page is its city's shared render for shoppers with a session (routes.ts `sessionShare`):
   * `layout.user` is no one's, and the browser fills the shopper's own in once it has hydrated
   * (shell/shared-user.tsx). The header's user parts are drawn neutral meanwhile.
   */
  userPending?: boolean;
}

/** The shopper's own block, fetched for a shared render's root data (`layout`): it replaces that layout's. */
export interface FilledUser {
  layout: LayoutData;
  user: UserBlock;
}
export const FilledUserContext = createContext<FilledUser | null>(null);

/** A translator in the page's language, for meta functions (they get the root's data, not context). */
export function rootTranslator(root: RootData): Translate {
  return translatorFor(root.layout.locale, messagesAt(root.messagesUrl) ?? {});
}

export function useAskCity(): boolean {
  return useRouteLoaderData<RootData>('root')?.askCity ?? false;
}

/** The shopper's consent to the counters as the page was loaded, and whether the settings were asked for. */
export function useConsent(): { consent: Consent | null; settings: boolean } {
  const root = useRouteLoaderData<RootData>('root');
  return { consent: root?.consent ?? null, settings: root?.consentSettings ?? false };
}

export function useLayout(): LayoutData | undefined {
  const layout = useRouteLoaderData<RootData>('root')?.layout;
  const filled = useContext(FilledUserContext);
  // The shopper's block fetched for this root data; newer root data (a revalidation) is the truth.
  return useMemo(
    () => (layout && filled?.layout === layout ? { ...layout, user: filled.user } : layout),
    [layout, filled],
  );
}

/** Whether the shopper's own parts of the page are still to come (a shared render not yet filled in). */
export function useUserPending(): boolean {
  const root = useRouteLoaderData<RootData>('root');
  const filled = useContext(FilledUserContext);
  return Boolean(root?.userPending) && filled?.layout !== root?.layout;
}
