/**
 * A shopper's profile as both its forms ask for it — the login's profile step and the account's
 * personal data: first name, e-mail, newsletter and the legal-entity flag, checked with the spec's
 * rules before sending and sent trimmed.
 */
import type { Translate } from '@storefront/domain/i18n/translator';
import { checkEmail, checkFirstName } from '@storefront/domain/validation/fields';
import { type ReactNode, useState } from 'react';
import type { UserBlock } from '../lib/api-types';
import { useI18n } from '../lib/i18n';
import { CheckboxField, TextField } from './form-fields';

export interface ProfileValues {
  firstName: string;
  email: string;
  subscribe: boolean;
  legalEntity: boolean;
}

/** The profile's values as the form holds them, starting from the shopper's, and their setter. */
export function useProfileValues(user: UserBlock) {
  const [values, setValues] = useState<ProfileValues>({
    firstName: user.name,
    email: user.email,
    subscribe: user.subscribe,
    legalEntity: user.legalEntity,
  });
  const change = (patch: Partial<ProfileValues>) => setValues((current) => ({ ...current, ...patch }));
  return [values, change] as const;
}

/** The profile's field errors (name → text); empty when it can be sent. */
export function profileErrors(values: ProfileValues, t: Translate): Record<string, string> {
  const found: Record<string, string> = {};
  const nameError = checkFirstName(values.firstName);
  if (nameError) found.firstName = t(nameError);
  const emailError = checkEmail(values.email);
  if (emailError) found.email = t(emailError);
  return found;
}

/** The profile as the API takes it. */
export function profileBody(values: ProfileValues): ProfileValues {
  return { ...values, firstName: values.firstName.trim(), email: values.email.trim() };
}

/** The profile's fields; `afterEmail` goes between the e-mail and the checkboxes (the account's time zone). */
export function ProfileFields({
  values,
  onChange,
  errors,
  afterEmail,
}: {
  values: ProfileValues;
  onChange: (patch: Partial<ProfileValues>) => void;
  errors: Readonly<Record<string, string | undefined>>;
  afterEmail?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('auth.firstName')}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        onChange={(e) => onChange({ firstName: e.target.value })}
        error={errors.firstName}
        maxLength={100}
      />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => onChange({ email: e.target.value })}
        error={errors.email}
        maxLength={254}
      />
      {afterEmail}
      <CheckboxField
        label={t('auth.subscribe')}
        name="subscribe"
        checked={values.subscribe}
        onChange={(e) => onChange({ subscribe: e.target.checked })}
      />
      <CheckboxField
        label={t('account.personal.legalEntity')}
        name="legalEntity"
        checked={values.legalEntity}
        onChange={(e) => onChange({ legalEntity: e.target.checked })}
      />
    </>
  );
}
