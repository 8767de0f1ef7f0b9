import { describe, expect, it } from 'vitest';
import { cyrillicToLatinLayout, latinToCyrillicLayout } from './keyboard-layout.ts';

describe('keyboard layout', () => {
  it('reads Russian typed on a Latin layout, punctuation keys as letters', () => {
    expect(latinToCyrillicLayout('rfcnh.kz')).toBe('кастрюля');
    expect(latinToCyrillicLayout('crjdjhjlf')).toBe('сковорода');
    expect(latinToCyrillicLayout(';tycrjt gkfnmt')).toBe('женское платье');
    expect(latinToCyrillicLayout('Rfcnh.kz')).toBe('Кастрюля');
  });

  it('keeps numbers and lone punctuation as typed', () => {
    expect(latinToCyrillicLayout('gkfnmt 44')).toBe('платье 44');
    expect(latinToCyrillicLayout('10-12, 44')).toBe('10-12, 44');
  });

  it('reads the Kazakh layout: digits inside a word are the Kazakh letters of their keys', () => {
    expect(latinToCyrillicLayout('rfcnh-k', 'kk')).toBe('кастрөл');
    expect(latinToCyrillicLayout('n2htkrt', 'kk')).toBe('тәрелке');
    expect(latinToCyrillicLayout('rfcnh-k 44', 'kk')).toBe('кастрөл 44');
    expect(latinToCyrillicLayout('rfcnh-k')).toBe('кастр-л');
  });

  it('reads Latin typed on the Russian layout, Kazakh letters as their keys', () => {
    expect(cyrillicToLatinLayout('сщааууюсщь')).toBe('coffee.com');
    expect(cyrillicToLatinLayout('ьшкф ьщву')).toBe('mira mode');
    expect(cyrillicToLatinLayout('Тщквшлф')).toBe('Nordika');
    expect(cyrillicToLatinLayout('ә')).toBe('2');
  });

  it('is its own inverse on letters', () => {
    const text = 'постельное бельё';
    expect(latinToCyrillicLayout(cyrillicToLatinLayout(text))).toBe(text);
  });
});
