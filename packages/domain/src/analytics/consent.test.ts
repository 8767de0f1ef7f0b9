import { describe, expect, it } from 'vitest';
import { CONSENT_FORMS, consentOfChoice, consentValue, FULL_CONSENT, NO_CONSENT, parseConsent } from './consent.ts';

describe('the consent cookie', () => {
  it('round-trips every answer', () => {
    for (const consent of [
      NO_CONSENT,
      FULL_CONSENT,
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
    ]) {
      expect(parseConsent(consentValue(consent))).toEqual(consent);
    }
    expect(consentValue(NO_CONSENT)).toBe('none');
    expect(consentValue(FULL_CONSENT)).toBe('analytics.marketing');
  });

  it('asks again for no cookie or one the shop did not write', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('analytics.tracking')).toBeNull();
    expect(parseConsent('yes')).toBeNull();
  });

  it('turns the banner’s buttons into consent; only saving reads the ticked boxes', () => {
    expect(consentOfChoice('accept', [])).toEqual(FULL_CONSENT);
    expect(consentOfChoice('decline', ['analytics', 'marketing'])).toEqual(NO_CONSENT);
    expect(consentOfChoice('save', ['analytics'])).toEqual({ analytics: true, marketing: false });
    expect(consentOfChoice('save', [])).toEqual(NO_CONSENT);
  });

  it('asks as each variant’s law expects', () => {
    expect(CONSENT_FORMS).toEqual({ ru: 'notice', kz: 'notice', com: 'categories' });
  });
});
