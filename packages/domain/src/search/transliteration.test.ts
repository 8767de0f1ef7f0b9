import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic } from './transliteration.ts';

describe('transliteration', () => {
  it('reads Latin spellings of Russian words', () => {
    expect(latinToCyrillic('kastryulya')).toBe('кастрюля');
    expect(latinToCyrillic('skovoroda')).toBe('сковорода');
    expect(latinToCyrillic('pled')).toBe('плед');
    expect(latinToCyrillic('Odeyalo')).toBe('одеяло');
    expect(latinToCyrillic('odeialo')).toBe('одеяло');
    expect(latinToCyrillic('shtory')).toBe('шторы');
    expect(latinToCyrillic('chaynik')).toBe('чайник');
    expect(latinToCyrillic('polotence')).toBe('полотенце');
    expect(latinToCyrillic('kruzhka shchetka')).toBe('кружка щетка');
    expect(latinToCyrillic("plat'e 44")).toBe('платье 44');
  });

  it('writes Cyrillic in Latin letters', () => {
    expect(cyrillicToLatin('Нордика')).toBe('nordika');
    expect(cyrillicToLatin('тефаль')).toBe('tefal');
  });
});
