import type { LocaleTag } from '../variants.ts';

/**
 * A feature's messages in every locale. The en-US block decides the ids; the compiler insists the
 * other locales have exactly the same ones.
 */
export function defineMessages<const T extends Record<string, string>>(
  messages: { 'en-US': T } & Record<Exclude<LocaleTag, 'en-US'>, Record<keyof T, string>>,
): Record<LocaleTag, Record<keyof T, string>> {
  return messages;
}
