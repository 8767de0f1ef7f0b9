import { describe, expect, it } from 'vitest';
import { catalogPathOfUrl } from './catalog.service.ts';

describe('catalogPathOfUrl', () => {
  it('names the category path of a catalogue url, with or without its prefix and slashes', () => {
    expect(catalogPathOfUrl('/kz/catalog/Kukhnya/Posuda/?page=2')).toBe('kukhnya/posuda');
    expect(catalogPathOfUrl('kukhnya//')).toBe('kukhnya');
    expect(catalogPathOfUrl('/catalog/')).toBe('');
    expect(catalogPathOfUrl(undefined)).toBe('');
  });

  it('answers at once for a url of 50,000 slashes before a letter (quadratic for /\\/+$/)', () => {
    expect(catalogPathOfUrl(`/catalog/${'/'.repeat(50_000)}a`)).toBe('a');
    expect(catalogPathOfUrl(`a${'/'.repeat(50_000)}a/`)).toBe(`a${'/'.repeat(50_000)}a`);
  });
});
