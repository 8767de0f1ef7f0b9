/**
 * A company's details (a legal entity buying) as the account's company form and the checkout ask
 * for them: digit fields keep digits only, up to their length (LEGAL_ENTITY_DIGITS) — cut here rather
 * than by a native maxLength, so details pasted with spaces ('4070 2810 …') keep all their digits.
 */
import { LEGAL_ENTITY_DIGITS, LEGAL_ENTITY_FIELDS, type LegalEntityInput } from '@storefront/domain/checkout';
import { useI18n } from '../lib/i18n';
import { TextField } from './form-fields';

/** The most digits each digit field takes. */
const DIGITS: Partial<Record<keyof LegalEntityInput, number>> = {
  inn: LEGAL_ENTITY_DIGITS.innLong,
  rs: LEGAL_ENTITY_DIGITS.rs,
  ks: LEGAL_ENTITY_DIGITS.ks,
  bik: LEGAL_ENTITY_DIGITS.bik,
};

/** The details' fields; named and their errors keyed `prefix` + field ('legalEntity.inn' in the checkout). */
export function CompanyFields({
  value,
  onChange,
  errors,
  prefix = '',
}: {
  value: LegalEntityInput;
  onChange: (value: LegalEntityInput) => void;
  errors: Readonly<Record<string, string | undefined>>;
  prefix?: string;
}) {
  const { t } = useI18n();
  return LEGAL_ENTITY_FIELDS.map((name) => {
    const digits = DIGITS[name];
    return (
      <TextField
        key={name}
        label={t(`checkoutPage.legalEntity.${name}`)}
        name={`${prefix}${name}`}
        value={value[name]}
        onChange={(e) =>
          onChange({ ...value, [name]: digits ? e.target.value.replace(/\D/g, '').slice(0, digits) : e.target.value })
        }
        error={errors[`${prefix}${name}`]}
        required
        {...(digits ? { inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
        {...(name === 'companyName' ? { autoComplete: 'organization' } : {})}
      />
    );
  });
}
