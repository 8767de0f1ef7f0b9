import { EMPTY_LEGAL_ENTITY, type LegalEntityInput } from '@storefront/domain/checkout';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { createTranslator } from '@storefront/domain/i18n/translate';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { LegalEntityFields, legalEntityFieldErrors } from './legal-entity-fields';

const t = createTranslator('en-US');

function Form({ onValue }: { onValue: (v: LegalEntityInput) => void }) {
  const [value, setValue] = useState(EMPTY_LEGAL_ENTITY);
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <LegalEntityFields
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
        errors={legalEntityFieldErrors(value, t)}
        companies={[
          {
            id: 3,
            companyName: 'Uyut LLC',
            inn: '7701234567',
            rs: '40702810900000000001',
            ks: '30101810400000000225',
            bik: '044525225',
            bankName: 'Sberbank',
            legalAddress: 'Moscow, Tverskaya 7',
            active: false,
          },
        ]}
      />
    </I18nProvider>
  );
}

afterEach(cleanup);

describe('legal-entity details', () => {
  it('words each rule with its digit count, keyed as the API names the fields', () => {
    const errors = legalEntityFieldErrors({ ...EMPTY_LEGAL_ENTITY, inn: '123', rs: '1', ks: '', bik: '12345678' }, t);
    expect(errors).toEqual({
      'legalEntity.companyName': 'Field required',
      'legalEntity.inn': 'The field consists of 10 or 12 digits',
      'legalEntity.rs': 'The field consists of 20 digits',
      'legalEntity.ks': 'Field required',
      'legalEntity.bik': 'The field consists of 9 digits',
      'legalEntity.bankName': 'Field required',
      'legalEntity.legalAddress': 'Field required',
    });
    const valid = {
      companyName: 'Uyut',
      inn: '770123456789',
      rs: '4'.repeat(20),
      ks: '3'.repeat(20),
      bik: '044525225',
      bankName: 'Bank',
      legalAddress: 'Moscow',
    };
    expect(legalEntityFieldErrors(valid, t)).toEqual({});
  });

  it('takes digits only, up to the field’s length, and fills in a saved company', () => {
    let last = EMPTY_LEGAL_ENTITY;
    render(<Form onValue={(v) => (last = v)} />);
    const bik = screen.getByLabelText('Bank code (BIC)') as HTMLInputElement;
    fireEvent.change(bik, { target: { value: '04-45 25a2251234' } });
    expect(bik.value).toBe('044525225');
    const rs = screen.getByLabelText('Settlement account') as HTMLInputElement;
    fireEvent.change(rs, { target: { value: '4070 2810 9000 0000 0001 77' } });
    expect(rs.value).toBe('40702810900000000001');
    expect(bik.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(bik, { target: { value: '04' } });
    expect(bik.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The field consists of 9 digits')).toBeTruthy();
    fireEvent.change(bik, { target: { value: '044525225' } });
    fireEvent.change(screen.getByLabelText('Saved company'), { target: { value: '3' } });
    expect(last).toMatchObject({ companyName: 'Uyut LLC', inn: '7701234567', bik: '044525225' });
  });
});
