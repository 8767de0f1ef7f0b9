/** A wait shown in seconds under a minute, in whole minutes from there. */
import type { Translate } from '@storefront/domain/i18n/translator';

export function formatWait(t: Translate, seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return s < 60 ? t('auth.seconds', { n: s }) : t('auth.minutes', { n: Math.ceil(s / 60) });
}
