import { pictureOfRef } from '@storefront/domain/picture-ref';
import { describe, expect, it } from 'vitest';
import { buildContent } from './content.ts';
import { photographContent, photographShop } from './content-pictures.ts';
import type { ScenePictures } from './scene-pictures.ts';

/** A different stored picture for every (scenes, index) asked for, 3:4 when cropped for a look. */
const asked = new Map<string, string>();
const named = (fit: string, index: number, crop: string) => {
  const key = `${fit}/${index}`;
  if (!asked.has(key)) asked.set(key, asked.size.toString(16).padStart(16, '0'));
  return `${asked.get(key)}_${crop === 'portrait' ? '900x1200' : '1800x1200'}_d9c7a7`;
};
const scenes: ScenePictures = { pick: async (choices, index, crop) => named(choices.join(), index, crop) };
const nothingRendered: ScenePictures = { pick: async () => null };

const products = [
  { id: 1, collection: 'Nordic', top: 'kukhnya' },
  { id: 2, collection: 'Nordic', top: 'kukhnya' },
  { id: 3, collection: 'Linen', top: 'odezhda' },
  { id: 4, collection: 'Linen', top: 'odezhda' },
];
const families = new Map([
  ['kukhnya', 'kitchen' as const],
  ['odezhda', 'fashion' as const],
]);
const content = buildContent(products, { ru: [], kz: [], com: [] });

describe('the demo content’s photographs', () => {
  it('gives covers, picture blocks and looks photographs of their size, one per entry in every language', async () => {
    const shot = await photographContent(content, scenes, families);
    const news = shot.entries.filter((e) => e.kind === 'news' && e.variant === 'ru' && e.cover);
    const covers = new Set(news.map((e) => e.cover));
    expect(covers.size).toBe(new Set(news.map((e) => e.slug)).size);
    const first = news[0] as (typeof news)[number];
    expect(news.filter((e) => e.slug === first.slug).map((e) => e.cover)).toEqual(
      news.filter((e) => e.slug === first.slug).map(() => first.cover),
    );
    const block = first.body.find((b) => b.type === 'image');
    expect(block).toMatchObject({ width: 1800, height: 1200 });
    expect(block?.type === 'image' && block.key).not.toBe(first.cover);
    for (const look of shot.looks) expect(pictureOfRef(look.image)).toMatchObject({ width: 900, height: 1200 });
    // A lookbook's first look is another scene than its cover.
    for (const book of shot.entries.filter((e) => e.kind === 'lookbook')) {
      const first = shot.looks.find((l) => l.lookbookId === book.lookbookId && l.position === 1);
      expect(first?.image.split('_')[0]).not.toBe(book.cover?.split('_')[0]);
    }
  });

  it('keeps the drawn pictures where the studio rendered none', async () => {
    expect(await photographContent(content, nothingRendered, families)).toEqual(content);
    expect(await photographShop(['demo/shop/1/1.svg'], 0, nothingRendered)).toEqual(['demo/shop/1/1.svg']);
  });
});
