import { describe, expect, it } from 'vitest';
import { contentMeta } from './page-meta';

const head = {
  title: 'A new shop',
  description: 'Opening',
  keywords: 'shop',
  canonical: 'https://uyut.example/novosti/a-new-shop/',
  alternates: [],
  breadcrumbs: [{ text: 'News', url: '/novosti/' }],
};

describe('a content page’s head', () => {
  it('shares an article’s cover as an absolute JPEG address in Open Graph and its data', () => {
    const meta = contentMeta({
      ...head,
      article: {
        headline: 'A new shop',
        datePublished: '2026-11-01T00:00:00Z',
        image: '/images/p/0123456789abcdef/1280.jpg',
        inLanguage: 'en',
        publisher: 'Uyut',
      },
    });
    const cover = 'https://uyut.example/images/p/0123456789abcdef/1280.jpg';
    expect(meta).toContainEqual({ property: 'og:image', content: cover });
    expect(JSON.stringify(meta)).toContain(`"image":"${cover}"`);
  });

  it('names no picture for a page without a cover', () => {
    expect(JSON.stringify(contentMeta(head))).not.toContain('og:image');
  });
});
