import { describe, expect, it } from 'vitest';
import { cleanLegalEntity, EMPTY_LEGAL_ENTITY, legalEntityErrors, legalEntityOf } from '../checkout.ts';
import { companyDetailsBody, savedCompanySchema } from './company.ts';

const details = {
  companyName: 'Uyut LLC',
  inn: '7701234567',
  rs: '40702810900000000001',
  ks: '30101810400000000225',
  bik: '044525225',
  bankName: 'Sberbank',
  legalAddress: 'Moscow, Tverskaya 7',
};

describe('company details', () => {
  it('are one shape for a saved company, an order and the forms', () => {
    const saved = savedCompanySchema.parse({ id: 3, active: true, ...details });
    expect(legalEntityOf(saved)).toEqual(details);
    expect(companyDetailsBody.parse(legalEntityOf(saved))).toEqual(details);
    expect(legalEntityErrors(details)).toEqual([]);
  });

  it('name a missing or too long field by its message key', () => {
    const refused = companyDetailsBody.safeParse({ ...details, bankName: undefined, legalAddress: 'x'.repeat(501) });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bankName', 'validation.required'],
      ['legalAddress', 'validation.maxChars'],
    ]);
  });

  it('start empty, every field required', () => {
    expect(legalEntityErrors(EMPTY_LEGAL_ENTITY).map((e) => e.name)).toEqual(Object.keys(EMPTY_LEGAL_ENTITY));
  });

  it('are stored trimmed, the numbers without spaces, as the account, an order and a gift-card purchase keep them', () => {
    const typed = {
      ...details,
      companyName: '  Uyut LLC ',
      inn: ' 7701 234567 ',
      bik: '044 525 225',
      legalAddress: 'Moscow, Tverskaya 7\n',
    };
    expect(cleanLegalEntity(typed)).toEqual(details);
    expect(legalEntityErrors(cleanLegalEntity(typed))).toEqual([]);
  });
});
