import { describe, expect, it } from 'vitest';
import { LEGAL_ENTITIES, SOCIAL_LINKS, VARIANT_PAYMENT_MARKS } from './shop-trust.ts';
import { VARIANT_KEYS } from './variants.ts';

describe('shop trust details', () => {
  it('names a seller with registration numbers and an address in every variant', () => {
    for (const variant of VARIANT_KEYS) {
      const entity = LEGAL_ENTITIES[variant];
      expect(entity.name.length).toBeGreaterThan(3);
      expect(entity.numbers.length).toBeGreaterThan(0);
      for (const n of entity.numbers) expect(n.value).toMatch(/^\d{7,15}$/);
      expect(entity.address.length).toBeGreaterThan(10);
      expect(SOCIAL_LINKS[variant].every((l) => l.url.startsWith('https://'))).toBe(true);
    }
  });

  it('shows Mir only where it is taken, and a card mark everywhere', () => {
    expect(VARIANT_PAYMENT_MARKS.ru).toContain('mir');
    expect(VARIANT_PAYMENT_MARKS.kz).not.toContain('mir');
    expect(VARIANT_PAYMENT_MARKS.com).not.toContain('mir');
    for (const variant of VARIANT_KEYS) expect(VARIANT_PAYMENT_MARKS[variant]).toContain('card');
  });
});
