/**
 * Legal-entity details at the checkout (spec section 5): the company's fields (ui/company-fields)
 * under a choice of the shopper's saved companies, one of which fills them all in.
 */
import { type LegalEntityInput, legalEntityErrors, legalEntityOf } from '@storefront/domain/checkout';
import type { Translate } from '@storefront/domain/i18n/translator';
import type { CheckoutQuote } from '../../lib/api-types';
import { type FieldErrors, fieldMessage } from '../../lib/field-messages';
import { useI18n } from '../../lib/i18n';
import { CompanyFields } from '../../ui/company-fields';

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
              if (company) onChange(legalEntityOf(company));
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
      <CompanyFields value={value} onChange={onChange} errors={errors} prefix="legalEntity." />
      <p className="checkout-note">{t('checkoutPage.legalEntity.note')}</p>
    </fieldset>
  );
}
