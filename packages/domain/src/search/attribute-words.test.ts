import { describe, expect, it } from 'vitest';
import { type AttributeValue, attributeStem, findAttributes, GENDERS, MATERIAL_WORDS } from './attribute-words.ts';

const VALUES: AttributeValue[] = [
  { key: 'material', code: 'linen', names: ['лён', 'linen', 'зығыр', ...(MATERIAL_WORDS.linen ?? [])] },
  { key: 'material', code: 'copper', names: ['медь', 'copper', 'мыс', ...(MATERIAL_WORDS.copper ?? [])] },
  { key: 'colour', code: 'red', names: ['красный', 'red', 'қызыл'] },
  { key: 'colour', code: 'blue', names: ['синий', 'blue', 'көк'] },
  { key: 'colour', code: 'navy', names: ['тёмно-синий', 'navy', 'қою көк'] },
  { key: 'colour', code: 'copper', names: ['медный', 'copper', 'мыс түсті'] },
  { key: 'brand', code: 'mira-mode', names: ['Mira Mode'] },
  { key: 'brand', code: 'nordika', names: ['Nordika'] },
  { key: 'brand', code: 'casa-bella', names: ['Casa Bella'] },
  { key: 'brand', code: 'nova', names: ['Nova'] },
  ...GENDERS.map((g) => ({ key: 'gender' as const, code: g.code, names: g.names })),
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '44', '110'];

describe('attributeStem', () => {
  it('gives one stem for the forms of an adjective', () => {
    const forms = ['красный', 'красная', 'красное', 'красные', 'красного', 'красную'];
    expect(new Set(forms.map(attributeStem))).toEqual(new Set(['красн']));
    expect(attributeStem('Чёрная')).toBe(attributeStem('черный'));
    expect(attributeStem('ақ')).toBe('ақ');
  });
});

describe('findAttributes', () => {
  it('turns colour, material and size words into values and searches the rest', () => {
    const { found, rest } = findAttributes(['красное', 'льняное', 'платье', '44'], VALUES, SIZES);
    expect(rest).toEqual(['платье']);
    expect(found).toEqual([
      { key: 'colour', code: 'red', words: ['красное'] },
      { key: 'material', code: 'linen', words: ['льняное'] },
      { key: 'size', code: '44', words: ['44'], sizes: ['44', 'XS', 'S'] },
    ]);
  });

  it('prefers the longest name, and a material to a colour of the same word', () => {
    expect(findAttributes(['темно', 'синее', 'платье'], VALUES, SIZES).found).toEqual([
      { key: 'colour', code: 'navy', words: ['темно', 'синее'] },
    ]);
    expect(findAttributes(['медная', 'турка'], VALUES, SIZES).found[0]).toMatchObject({ key: 'material' });
  });

  it('reads sizes after a cue word, and one-letter sizes only there', () => {
    expect(findAttributes(['платье', 'размер', 'm'], VALUES, SIZES)).toEqual({
      found: [{ key: 'size', code: 'M', words: ['размер', 'm'], sizes: ['M'] }],
      rest: ['платье'],
    });
    expect(findAttributes(['витамин', 'c'], VALUES, ['C']).rest).toEqual(['витамин', 'c']);
    expect(findAttributes(['кастрюля', '24'], VALUES, SIZES).found).toEqual([]);
  });

  it('knows brands (in Cyrillic too) and whom goods are for', () => {
    expect(findAttributes(['mira', 'mode', 'женская', 'рубашка'], VALUES, SIZES).found).toEqual([
      { key: 'brand', code: 'mira-mode', words: ['mira', 'mode'] },
      { key: 'gender', code: 'women', words: ['женская'] },
    ]);
    expect(findAttributes(['нордика'], VALUES, SIZES)).toEqual({
      found: [{ key: 'brand', code: 'nordika', words: ['нордика'] }],
      rest: [],
    });
  });

  it('knows a brand spelt in Cyrillic as Russian hears it, one letter off, but not a word’s other form', () => {
    expect(findAttributes(['каза', 'белла', 'плед'], VALUES, SIZES).found).toEqual([
      { key: 'brand', code: 'casa-bella', words: ['каза', 'белла'] },
    ]);
    expect(findAttributes(['нова', 'кастрюля'], VALUES, SIZES).found).toEqual([
      { key: 'brand', code: 'nova', words: ['нова'] },
    ]);
    expect(findAttributes(['новая', 'кастрюля'], VALUES, SIZES).found).toEqual([]);
    expect(findAttributes(['коза', 'белая', 'плед'], VALUES, SIZES).found).toEqual([]);
  });

  it('searches a query of attribute words alone as words', () => {
    expect(findAttributes(['красный', 'льняной'], VALUES, SIZES)).toEqual({ found: [], rest: ['красный', 'льняной'] });
  });
});
