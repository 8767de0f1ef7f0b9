import { describe, expect, it } from 'vitest';
import { pageCard, pageCards } from './page-cards';

const picture = (src: string) => ({ src, width: 1200, height: 1500, placeholder: '#eee' });

describe('cards in a page’s data', () => {
  it('carry the first picture, the one a card shows, and everything else as the API gave it', () => {
    const card = { id: 7, name: 'Чайник', url: '/product/chaynik-7/', images: [picture('a'), picture('b')] };
    expect(pageCard(card)).toEqual({ ...card, images: [picture('a')] });
    expect(card.images).toHaveLength(2);
  });

  it('are the API’s own when they have one picture or none', () => {
    const cards = [{ images: [picture('a')] }, { images: [] }];
    const sent = pageCards(cards);
    expect(sent[0]).toBe(cards[0]);
    expect(sent[1]).toBe(cards[1]);
  });
});
