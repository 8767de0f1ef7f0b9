/** The recipient of the order: first name, phone and e-mail, checked as the profile form checks them. */
import type { Translate } from '@storefront/domain/i18n/translator';
import { formatPhone } from '@storefront/domain/phone-masks';
import { checkEmail, checkFirstName, checkPhone } from '@storefront/domain/validation/fields';
import type { VariantKey } from '@storefront/domain/variants';
import type { FieldErrors } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { TextField } from '../../ui/form-fields';
import { PhoneField } from '../../ui/masked-fields';

export interface Recipient {
  name: string;
  phone: string;
  email: string;
}

/** The recipient from the profile; its phone, kept as digits, is shown in the variant's mask. */
export function prefilledRecipient(r: Recipient, variant: VariantKey): Recipient {
  return /^\d+$/.test(r.phone) ? { ...r, phone: formatPhone(r.phone, variant) } : r;
}

/** Client-side errors, keyed as the API names them ('recipient.name'…). */
export function recipientErrors(r: Recipient, variant: VariantKey, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  const checks = { name: checkFirstName(r.name), phone: checkPhone(r.phone, variant), email: checkEmail(r.email) };
  for (const [name, key] of Object.entries(checks)) if (key) errors[`recipient.${name}`] = t(key);
  return errors;
}

export function RecipientFields({
  value,
  onChange,
  errors,
}: {
  value: Recipient;
  onChange: (value: Recipient) => void;
  errors: FieldErrors;
}) {
  const { t } = useI18n();
  const set = (name: keyof Recipient) => (e: { target: { value: string } }) =>
    onChange({ ...value, [name]: e.target.value });
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('checkoutPage.recipient')}</legend>
      <TextField
        label={t('auth.firstName')}
        name="recipient.name"
        autoComplete="given-name"
        value={value.name}
        onChange={set('name')}
        error={errors['recipient.name']}
        required
      />
      <PhoneField
        label={t('auth.phone')}
        name="recipient.phone"
        value={value.phone}
        onValueChange={(phone) => onChange({ ...value, phone })}
        error={errors['recipient.phone']}
        required
      />
      <TextField
        label={t('auth.email')}
        name="recipient.email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value.email}
        onChange={set('email')}
        error={errors['recipient.email']}
        required
      />
    </fieldset>
  );
}
