/** Turns an API failure into per-field texts; anything without fields becomes a form-level message. */
import type { Translate } from '@storefront/domain/i18n/translator';
import { apiFieldErrors, type FieldErrors } from '../../lib/field-messages';

export type { FieldErrors };

export function fieldErrorsOf(error: unknown, t: Translate): FieldErrors {
  return apiFieldErrors(error, t) ?? { form: t('common.requestErrors.fallback') };
}
