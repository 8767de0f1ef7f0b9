/**
 * The synonym form's values and the API body made of them: words typed with commas become the
 * rule's terms; the target counts only for a one-way rule. Errors of single terms ("terms.2") are
 * shown on the words' field.
 */
import type { FieldError } from '@storefront/domain/errors';
import { SYNONYM_LANGS, type SynonymLang, splitTerms } from '@storefront/domain/search-tuning';
import { VARIANTS, type VariantKey } from '@storefront/domain/variants';

export interface SynonymFormValues {
  lang: SynonymLang;
  direction: 'two' | 'one';
  terms: string;
  target: string;
}

export const DIRECTIONS = ['two', 'one'] as const;

export function synonymFormOf(form: FormData): SynonymFormValues {
  const text = (name: string) => String(form.get(name) ?? '');
  const lang = text('lang');
  return {
    lang: (SYNONYM_LANGS as readonly string[]).includes(lang) ? (lang as SynonymLang) : 'ru',
    direction: text('direction') === 'one' ? 'one' : 'two',
    terms: text('terms'),
    target: text('target'),
  };
}

export function synonymBodyOf(values: SynonymFormValues) {
  return {
    lang: values.lang,
    terms: splitTerms(values.terms),
    target: values.direction === 'one' ? values.target.trim() : null,
  };
}

/** A stored rule in the form. */
export function synonymFormOfRule(rule: {
  lang: SynonymLang;
  terms: string[];
  target: string | null;
}): SynonymFormValues {
  return {
    lang: rule.lang,
    direction: rule.target === null ? 'two' : 'one',
    terms: rule.terms.join(', '),
    target: rule.target ?? '',
  };
}

/** The API's field errors on the form's fields: a single term's error is the words' field's. */
export function formFields(fields: readonly FieldError[]): FieldError[] {
  const named = fields.map((f) => ({ ...f, name: f.name.replace(/^terms\.\d+$/, 'terms') }));
  return named.filter((f, i) => named.findIndex((g) => g.name === f.name) === i);
}

/** How a rule reads in the list: "кофта ↔ свитер" or "толстовка, свитшот → худи". */
export function ruleText(rule: { terms: readonly string[]; target: string | null }): string {
  return rule.target === null ? rule.terms.join(' ↔ ') : `${rule.terms.join(', ')} → ${rule.target}`;
}

/** The language a variant's shoppers search in first, for a rule started from the search report. */
export function langOfVariant(variant: VariantKey): SynonymLang {
  return VARIANTS[variant].locales[0]?.slice(0, 2) as SynonymLang;
}
