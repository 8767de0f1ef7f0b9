import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentBlocks } from './content-blocks';

const slots = { products: () => null, looks: () => null };

describe('ContentBlocks', () => {
  it('renders markup from the database as inert text', () => {
    const html = renderToStaticMarkup(
      <ContentBlocks
        blocks={[
          { type: 'paragraph', text: '<script>alert(1)</script>' },
          { type: 'heading', level: 2, text: '<img src=x onerror=alert(1)>' },
          { type: 'list', items: ['<b>bold</b>'] },
        ]}
        slots={slots}
      />,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('sets the size of pictures and loads only the first one eagerly', () => {
    const image = { src: '/images/p/0123456789abcdef', width: 1200, height: 675, placeholder: '#d9c7a7', alt: 'A' };
    const html = renderToStaticMarkup(
      <ContentBlocks
        blocks={[
          { type: 'image', image },
          { type: 'paragraph', text: 'x' },
          { type: 'image', image: { ...image, alt: 'B' } },
        ]}
        slots={slots}
      />,
    );
    expect(html.match(/width="1200" height="675"/g)).toHaveLength(2);
    // The first is fetched at once (no loading attribute, high priority), the other when near the view.
    expect(html.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    // Photographs come in the sizes the article's width needs, best format first.
    expect(html).toContain('srcSet="/images/p/0123456789abcdef/160.avif 160w');
    expect(html).toContain('sizes="(max-width: 1071px) calc(100vw - 32px), 1040px"');
  });
});
