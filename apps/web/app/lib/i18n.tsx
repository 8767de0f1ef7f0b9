/** The page's language: a translator over its messages and Intl-based money formatting for components. */
import { type Messages, type Translate, translatorFor } from '@storefront/domain/i18n/translator';
import { formatMoney, type Money } from '@storefront/domain/money';
import type { LocaleTag } from '@storefront/domain/variants';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface I18n {
  locale: LocaleTag;
  t: Translate;
  money: (money: Money) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: LocaleTag;
  messages: Messages;
  children: ReactNode;
}) {
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: translatorFor(locale, messages, undefined, (id, l) => console.warn(`Missing message ${id} for ${l}`)),
      money: (m) => formatMoney(m, locale),
    }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
