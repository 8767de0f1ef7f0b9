import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSearchClicks } from './search-clicks';

afterEach(() => vi.unstubAllGlobals());

function Results({ query }: { query: string }) {
  useSearchClicks('ru', query);
  return (
    <>
      <article className="product-card">
        <a className="product-card__link" href="#kastryulya" onClick={(e) => e.preventDefault()}>
          <img alt="Кастрюля" />
        </a>
        <button type="button">В корзину</button>
      </article>
      <a href="#elsewhere">Другое</a>
    </>
  );
}

/** The page's calls once the clicks on `targets` had their turn: a last click on the card waits for its call. */
async function callsAfter(query: string, targets: string[]) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ data: { accepted: true } }));
  vi.stubGlobal('fetch', fetch);
  const page = render(<Results query={query} />);
  for (const name of targets) fireEvent.click(page.getByText(name));
  fireEvent.click(page.getByAltText('Кастрюля'));
  if (query !== '') await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  page.unmount();
  return fetch.mock.calls;
}

describe('search clicks', () => {
  it('sends the query of a click on a found product’s card, kept alive through the navigation', async () => {
    const calls = await callsAfter('кастрюля', []);
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/catalog\/search\/clicks$/);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({ query: 'кастрюля' });
  });

  it('sends nothing for other clicks, or without a query', async () => {
    // Only the card's click is sent, though it came last.
    expect(await callsAfter('кастрюля', ['В корзину', 'Другое'])).toHaveLength(1);
    expect(await callsAfter('', [])).toEqual([]);
  });
});
