import { describe, expect, it } from 'vitest';
import { renderCategoryBanner } from './category-banner.ts';

describe('renderCategoryBanner', () => {
  it('lays the category’s goods out in a wide picture without text', () => {
    const svg = renderCategoryBanner({ categoryId: 7, shapes: ['teapot', 'mug', 'plate'], label: 'Кухня & <чай>' });
    expect(svg).toContain('width="1200" height="240" viewBox="0 0 1200 240"');
    expect(svg).toContain('<title>Кухня &amp; &lt;чай&gt;</title>');
    expect(svg).not.toContain('<text');
    // Four places; three kinds of goods, the first repeated.
    expect(svg.match(/<g transform=/g)).toHaveLength(4);
    expect(renderCategoryBanner({ categoryId: 7, shapes: ['teapot', 'mug', 'plate'], label: 'x' })).toBe(
      renderCategoryBanner({ categoryId: 7, shapes: ['teapot', 'mug', 'plate'], label: 'x' }),
    );
  });

  it('draws a neutral box for a category without known goods', () => {
    expect(renderCategoryBanner({ categoryId: 1, shapes: [], label: 'x' })).toContain('<g transform=');
  });
});
