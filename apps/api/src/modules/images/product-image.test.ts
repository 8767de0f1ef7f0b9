import { describe, expect, it } from 'vitest';
import { escapeXml, renderProductImage } from './product-image.ts';
import { SHAPES, type ShapeName, shapeFor } from './product-shapes.ts';

const input = {
  productId: 42,
  index: 1,
  colourHex: '#C2663F',
  shape: 'saucepan' as ShapeName,
  label: 'Кастрюля эмалированная Nordic 3 л, молочная',
};

describe('renderProductImage', () => {
  it('returns a 600×600 SVG document titled with the name, and no text drawn in the picture', () => {
    const svg = renderProductImage(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="600" height="600" viewBox="0 0 600 600"');
    expect(svg).toContain('<title>Кастрюля эмалированная Nordic 3 л, молочная</title>');
    expect(svg).not.toContain('<text');
    expect(svg).toContain('#c2663f');
    expect(svg).not.toMatch(/<image|href=|@import|url\(/);
  });

  it('is deterministic and varies by product and picture', () => {
    expect(renderProductImage(input)).toBe(renderProductImage({ ...input }));
    expect(renderProductImage({ ...input, index: 2 })).not.toBe(renderProductImage(input));
    expect(renderProductImage({ ...input, productId: 43 })).not.toBe(renderProductImage(input));
  });

  it('draws every silhouette in the product colour', () => {
    for (const shape of Object.keys(SHAPES) as ShapeName[]) {
      const svg = renderProductImage({ ...input, shape });
      expect(svg, shape).toMatch(/<(rect|path|circle|ellipse|polygon)[^>]+stroke="#[0-9a-f]{6}"/);
      expect(svg, shape).not.toContain('undefined');
    }
  });

  it('draws every silhouette as well-formed markup: no attribute twice in an element', () => {
    for (const shape of Object.keys(SHAPES) as ShapeName[]) {
      for (const tag of renderProductImage({ ...input, shape }).match(/<[a-z]+\s[^>]*>/g) ?? []) {
        const names = [...tag.matchAll(/\s([a-z-]+)="/g)].map((match) => match[1]);
        expect(names.length, `${shape}: ${tag}`).toBe(new Set(names).size);
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
});

describe('shapeFor', () => {
  it('draws what the product is: by its name first, then by its category', () => {
    expect(shapeFor('odezhda-i-aksessuary/zhenskaya-odezhda/bryuki-i-yubki', 'Linen skirt Ember, sand')).toBe('skirt');
    expect(shapeFor('odezhda-i-aksessuary/zhenskaya-odezhda/bryuki-i-yubki', "Women's wide trousers, black")).toBe(
      'trousers',
    );
    expect(shapeFor('odezhda-i-aksessuary/zhenskaya-odezhda/platya', 'Linen dress Bliss, olive')).toBe('dress');
    expect(
      shapeFor('odezhda-i-aksessuary/zhenskaya-odezhda/domashnyaya-odezhda', 'Velvet dressing gown Luna'),
    ).not.toBe('dress');
    expect(shapeFor('kukhnya/servirovka-stola/tarelki', 'Ceramic dinner plate 27 cm, white')).toBe('plate');
    expect(shapeFor('dom/osveshchenie/nastolnye-lampy', 'Glass table lamp Sakura 35 cm, green')).toBe('lamp');
    expect(shapeFor('dom/dekor/vazy', 'Glass vase Terra 25 cm, clear')).toBe('vase');
    expect(shapeFor('kukhnya/chay-i-kofe/turki-i-french-pressy', 'Glass French press Marrakesh 600 ml')).toBe(
      'frenchPress',
    );
    expect(shapeFor('odezhda-i-aksessuary/muzhskaya-odezhda/futbolki-i-polo', "Men's cotton polo shirt Frost")).toBe(
      'tshirt',
    );
    expect(shapeFor('kukhnya/kukhonnyy-tekstil/fartuki-i-prikhvatki', 'Cotton pot holder Siena')).toBe('ovenGlove');
  });

  it('gives every category of the seed a picture, and top categories one of their goods', () => {
    expect(shapeFor('kukhnya')).toBe('teapot');
    expect(shapeFor('odezhda-i-aksessuary/sumki')).toBe('dress');
    expect(shapeFor('podarki/igrushki/myagkie-igrushki')).toBe('teddy');
    expect(shapeFor('unknown/path')).toBe('box');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters and drops control characters', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0007`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});
