/**
 * The shopper's consent to the shop's counters (decision 039), kept in the consent cookie
 * (constants.ts COOKIES.consent) and read the same way by the server's render and the browser.
 *
 * Each variant asks as its law expects:
 * - ru (152-FZ) and kz (the Law on Personal Data): a notice with "Accept" and "Decline"; accepting
 *   allows both categories;
 * - com (the UAE's PDPL, asked GDPR-like): opt-in per category, nothing ticked beforehand.
 * Necessary cookies (session, basket, language) need no consent and are not a choice.
 */
import type { VariantKey } from '../variants.ts';

export const CONSENT_CATEGORIES = ['analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What the shopper allowed; no consent cookie at all is no answer yet (the banner shows). */
export type Consent = Readonly<Record<ConsentCategory, boolean>>;

export const NO_CONSENT: Consent = { analytics: false, marketing: false };
export const FULL_CONSENT: Consent = { analytics: true, marketing: true };

export type ConsentForm = 'notice' | 'categories';
export const CONSENT_FORMS: Readonly<Record<VariantKey, ConsentForm>> = {
  ru: 'notice',
  kz: 'notice',
  com: 'categories',
};

/** The page's query parameter that opens the cookie settings (the footer's link, without JavaScript too). */
export const CONSENT_SETTINGS_PARAM = 'cookie-settings';

/** The cookie's value: the categories allowed, joined by '.', or 'none'. */
export function consentValue(consent: Consent): string {
  const allowed = CONSENT_CATEGORIES.filter((c) => consent[c]);
  return allowed.length ? allowed.join('.') : 'none';
}

/** The cookie read back; null for no cookie or a value the shop did not write (asked again). */
export function parseConsent(value: string | undefined): Consent | null {
  if (value === undefined) return null;
  if (value === 'none') return NO_CONSENT;
  const parts = value.split('.');
  if (!parts.every((p) => (CONSENT_CATEGORIES as readonly string[]).includes(p))) return null;
  return { analytics: parts.includes('analytics'), marketing: parts.includes('marketing') };
}

/** What the banner's form sent: accept all, decline all, or (categories) save the ticked ones. */
export type ConsentChoice = 'accept' | 'decline' | 'save';

export function isConsentChoice(value: unknown): value is ConsentChoice {
  return value === 'accept' || value === 'decline' || value === 'save';
}

/** The consent a choice gives; ticked categories count only when saving a per-category form. */
export function consentOfChoice(choice: ConsentChoice, ticked: readonly string[]): Consent {
  if (choice === 'accept') return FULL_CONSENT;
  if (choice === 'decline') return NO_CONSENT;
  return { analytics: ticked.includes('analytics'), marketing: ticked.includes('marketing') };
}
