import { describe, expect, it } from 'vitest';
import { escapeXml, renderProductImage } from './product-image.ts';

const input = {
  productId: 42,
  index: 1,
  colourHex: '#C2663F',
  kind: 'kitchen',
  label: 'Кастрюля эмалированная Nordic 3 л, молочная',
};

describe('renderProductImage', () => {
  it('returns a 600×600 SVG document with the label', () => {
    const svg = renderProductImage(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="600" height="600" viewBox="0 0 600 600"');
    expect(svg).toContain('Кастрюля эмалированная Nordic');
    expect(svg).toContain('#c2663f');
    expect(svg).not.toMatch(/<image|href=|@import|url\(/);
  });

  it('is deterministic and varies by product and picture', () => {
    expect(renderProductImage(input)).toBe(renderProductImage({ ...input }));
    expect(renderProductImage({ ...input, index: 2 })).not.toBe(renderProductImage(input));
    expect(renderProductImage({ ...input, productId: 43 })).not.toBe(renderProductImage(input));
  });

  it('draws every family and falls back for unknown ones', () => {
    for (const kind of ['kitchen', 'home', 'fashion', 'gifts', 'unknown']) {
      for (let productId = 1; productId <= 6; productId++) {
        const svg = renderProductImage({ ...input, kind, productId });
        expect(svg).toMatch(/<(rect|path|circle|polygon)[^>]+stroke-width="6"/);
      }
    }
  });

  it('escapes markup in the label', () => {
    const svg = renderProductImage({ ...input, label: 'Mug <script>alert("x")</script> & co' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp; co');
    expect(svg).toContain('&quot;x&quot;');
  });

  it('never puts an invalid colour into the markup', () => {
    const svg = renderProductImage({ ...input, colourHex: '"/><script>' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('#9da0a3');
  });

  it('wraps long labels into two lines with an ellipsis', () => {
    const label = 'Комплект постельного белья хлопковый Havana 2-спальный, терракотовый, с очень длинным хвостом';
    const lines = [...renderProductImage({ ...input, label }).matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(32);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});
