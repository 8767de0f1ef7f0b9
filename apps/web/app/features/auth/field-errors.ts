/** Turns an API failure into per-field texts; anything without fields becomes a form-level message. */
import type { Translate } from '@storefront/domain/i18n/translate';
import { ClientApiError } from '../../lib/api.client';
import { formatWait } from './wait-time';

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: unknown, t: Translate): FieldErrors {
  if (error instanceof ClientApiError && error.fields.length) {
    const out: FieldErrors = {};
    for (const f of error.fields) {
      out[f.name] = t(f.message, { time: formatWait(t, error.retryAfterS ?? 0) });
    }
    return out;
  }
  return { form: t('common.requestErrors.fallback') };
}
