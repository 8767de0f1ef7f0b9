import { describe, expect, it } from 'vitest';
import { MARKUP_PROBLEMS, parseMarkup, toMarkup } from './content-markup.ts';

describe('content markup', () => {
  it('reads every block kind and writes it back the same', () => {
    const source = [
      '## New shop',
      'We open on Monday,\nat ten.',
      '### Where',
      '- Tverskaya 1\n- Arbat 2',
      '> Come early\n> — The team',
      '![Front door](uploads/2026/a1.jpg "The door")',
      '[products: 12, 15 "Worn here"]',
      '[looks: autumn-2026]',
    ].join('\n\n');
    const parsed = parseMarkup(source);
    expect(parsed).toEqual({
      blocks: [
        { type: 'heading', level: 2, text: 'New shop' },
        { type: 'paragraph', text: 'We open on Monday, at ten.' },
        { type: 'heading', level: 3, text: 'Where' },
        { type: 'list', items: ['Tverskaya 1', 'Arbat 2'] },
        { type: 'quote', text: 'Come early', cite: 'The team' },
        { type: 'image', key: 'uploads/2026/a1.jpg', alt: 'Front door', caption: 'The door' },
        { type: 'products', productIds: [12, 15], title: 'Worn here' },
        { type: 'looks', lookbook: 'autumn-2026' },
      ],
    });
    if (!('blocks' in parsed)) throw new Error('parse failed');
    expect(parseMarkup(toMarkup(parsed.blocks))).toEqual(parsed);
  });

  it('keeps HTML as plain paragraph text (rendered as text, never markup)', () => {
    expect(parseMarkup('<script>alert(1)</script>\n<img src=x onerror=alert(1)>')).toEqual({
      blocks: [{ type: 'paragraph', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }],
    });
  });

  it('names the line of a malformed block', () => {
    expect(parseMarkup('Intro\n\n![x](../../etc/passwd)')).toEqual({
      error: { line: 3, message: MARKUP_PROBLEMS.pictureKey },
    });
    expect(parseMarkup('[products: a, b]')).toEqual({
      error: { line: 1, message: MARKUP_PROBLEMS.products },
    });
    expect(parseMarkup('- one\ntwo')).toMatchObject({ error: { line: 1 } });
  });

  it('reads a products line with or without a title, which a space keeps apart from the ids', () => {
    expect(parseMarkup('[products:1,2  "Title"]')).toEqual({
      blocks: [{ type: 'products', productIds: [1, 2], title: 'Title' }],
    });
    expect(parseMarkup('[products: 7 ]')).toEqual({ blocks: [{ type: 'products', productIds: [7] }] });
    expect(parseMarkup('[products: 7"Title"]')).toEqual({ error: { line: 1, message: MARKUP_PROBLEMS.products } });
  });

  it('answers at once for a products line of 50,000 spaces without its end (cubic for the old pattern)', () => {
    expect(parseMarkup(`[products:${' '.repeat(50_000)}"`)).toEqual({
      error: { line: 1, message: MARKUP_PROBLEMS.products },
    });
    expect(parseMarkup(`[products:${' 1,'.repeat(16_000)}"x]`)).toEqual({
      error: { line: 1, message: MARKUP_PROBLEMS.products },
    });
  });
});
