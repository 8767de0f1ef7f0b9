/**
 * Legal-entity details (spec section 5): digit fields keep digits only, up to their length
 * (LEGAL_ENTITY_DIGITS) — cut here rather than by a native maxLength, so details pasted with
 * spaces ('4070 2810 …') keep all their digits; a saved company fills in its name and tax number.
 */
import { LEGAL_ENTITY_DIGITS, type LegalEntityInput, legalEntityErrors } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translator';
import type { CheckoutQuote } from '../../lib/api-types';
import { type FieldErrors, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { TextField } from '../../ui/form-fields';

export const EMPTY_LEGAL_ENTITY: LegalEntityInput = {
  companyName: '',
  inn: '',
  rs: '',
  ks: '',
  bik: '',
  bankName: '',
  legalAddress: '',
};

/** The most digits each digit field takes. */
const DIGIT_FIELDS: Partial<Record<keyof LegalEntityInput, number>> = {
  inn: LEGAL_ENTITY_DIGITS.innLong,
  rs: LEGAL_ENTITY_DIGITS.rs,
  ks: LEGAL_ENTITY_DIGITS.ks,
  bik: LEGAL_ENTITY_DIGITS.bik,
};

const FIELDS: readonly (keyof LegalEntityInput)[] = [
  'companyName',
  'inn',
  'rs',
  'ks',
  'bik',
  'bankName',
  'legalAddress',
];

/** A saved company's details as the form's value. */
export function companyDetails(company: CheckoutQuote['companies'][number]): LegalEntityInput {
  return {
    companyName: company.companyName,
    inn: company.inn,
    rs: company.rs,
    ks: company.ks,
    bik: company.bik,
    bankName: company.bankName,
    legalAddress: company.legalAddress,
  };
}

/** Client-side errors, keyed as the API names them ('legalEntity.inn'…). */
export function legalEntityFieldErrors(input: LegalEntityInput, t: Translate): FieldErrors {
  return Object.fromEntries(
    legalEntityErrors(input).map((e) => [`legalEntity.${e.name}`, fieldMessage(t, e.name, e.message)]),
  );
}

export function LegalEntityFields({
  value,
  onChange,
  errors,
  companies,
}: {
  value: LegalEntityInput;
  onChange: (value: LegalEntityInput) => void;
  errors: FieldErrors;
  companies: CheckoutQuote['companies'];
}) {
  const { t } = useI18n();
  return (
    <fieldset className="checkout-fieldset">
      <legend>{t('checkoutPage.legalEntity.title')}</legend>
      {companies.length ? (
        <div className="form-field">
          <label htmlFor="checkout-company" className="form-field__label">
            {t('checkoutPage.legalEntity.company')}
          </label>
          <select
            id="checkout-company"
            className="form-field__input"
            defaultValue={String(companies.find((c) => c.active && c.inn === value.inn)?.id ?? '')}
            onChange={(e) => {
              const company = companies.find((c) => String(c.id) === e.target.value);
              if (company) onChange(companyDetails(company));
            }}
          >
            <option value="">{t('checkoutPage.legalEntity.newCompany')}</option>
            {companies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.companyName}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {FIELDS.map((name) => {
        const digits = DIGIT_FIELDS[name];
        return (
          <TextField
            key={name}
            label={t(`checkoutPage.legalEntity.${name}`)}
            name={`legalEntity.${name}`}
            value={value[name]}
            onChange={(e) =>
              onChange({
                ...value,
                [name]: digits ? e.target.value.replace(/\D/g, '').slice(0, digits) : e.target.value,
              })
            }
            error={errors[`legalEntity.${name}`]}
            required
            {...(digits ? { inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
            {...(name === 'companyName' ? { autoComplete: 'organization' } : {})}
          />
        );
      })}
      <p className="checkout-note">{t('checkoutPage.legalEntity.note')}</p>
    </fieldset>
  );
}
