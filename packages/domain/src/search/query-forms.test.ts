import { describe, expect, it } from 'vitest';
import { correctedForm, correctedForms, surelyMistyped } from './query-forms.ts';

describe('correctedForm', () => {
  it('reads a Latin query on a Cyrillic catalogue as a switched layout or a Latin spelling', () => {
    expect(correctedForm('rfcnh.kz', 'ru')).toEqual({ text: 'кастрюля', kind: 'layout' });
    expect(correctedForm('crjdjhjlf', 'ru')).toEqual({ text: 'сковорода', kind: 'layout' });
    expect(correctedForm('gktl', 'ru')).toEqual({ text: 'плед', kind: 'layout' });
    expect(correctedForm('ujhirb', 'ru')).toEqual({ text: 'горшки', kind: 'layout' });
    expect(correctedForm('rjat', 'ru')).toEqual({ text: 'кофе', kind: 'layout' });
    expect(correctedForm('kastryulya', 'ru')).toEqual({ text: 'кастрюля', kind: 'transliteration' });
    expect(correctedForm('skovoroda', 'ru')).toEqual({ text: 'сковорода', kind: 'transliteration' });
    expect(correctedForm('pled', 'ru')).toEqual({ text: 'плед', kind: 'transliteration' });
    expect(correctedForm('podushka', 'ru')).toEqual({ text: 'подушка', kind: 'transliteration' });
    expect(correctedForm('rfcnh-k', 'kk')).toEqual({ text: 'кастрөл', kind: 'layout' });
  });

  it('reads Cyrillic that is no word as Latin typed on the Russian layout', () => {
    expect(correctedForm('ьшкф ьщву', 'ru')).toEqual({ text: 'mira mode', kind: 'layout' });
    expect(correctedForm('сщаауу', 'en')).toEqual({ text: 'coffee', kind: 'layout' });
    expect(correctedForm('кастрюля', 'ru')).toBeNull();
    expect(correctedForm('кастрөл', 'kk')).toBeNull();
  });

  it('has no other reading for numbers, mixed alphabets or English on the English catalogue', () => {
    expect(correctedForm('12345678', 'ru')).toBeNull();
    expect(correctedForm('tefal кастрюля', 'ru')).toBeNull();
    expect(correctedForm('saucepan', 'en')).toBeNull();
  });
});

describe('correctedForms', () => {
  it('gives both readings, the likelier first, when the letters cannot tell', () => {
    expect(correctedForms('ifha', 'ru')).toEqual([
      { text: 'ифха', kind: 'transliteration' },
      { text: 'шарф', kind: 'layout' },
    ]);
    expect(correctedForms('rfcnh.kz', 'ru')).toEqual([{ text: 'кастрюля', kind: 'layout' }]);
    expect(correctedForms('кастрюля', 'ru')).toEqual([]);
  });

  it('is sure of a wrong layout only when a Russian letter’s key sits inside a Latin word', () => {
    expect(surelyMistyped('rfcnh.kz', 'ru')).toEqual({ text: 'кастрюля', kind: 'layout' });
    expect(surelyMistyped('h.rpf', 'ru')?.text).toBe('рюкза');
    expect(surelyMistyped('wine glasses', 'ru')).toBeNull();
    expect(surelyMistyped('kastryulya', 'ru')).toBeNull();
    expect(surelyMistyped('кастрюля', 'ru')).toBeNull();
  });
});
