import { describe, expect, it } from 'vitest';
import { baseUrl, browserAvailable, useBrowser } from './support/browser.ts';

const { page: newPage } = useBrowser();

describe.runIf(browserAvailable())('search reads what the shopper meant, without scripts', () => {
  it('shows the Russian reading of a query typed on the wrong layout, with a link to the query as typed', async () => {
    const page = await newPage({ javaScript: false });
    await page.goto(`/search/?query=${encodeURIComponent('rfcnh.kz')}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Результаты поиска «кастрюля»');
    expect(await page.getByText('Показаны результаты для «кастрюля».').count()).toBe(1);
    expect(await page.locator('.product-grid article.product-card').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Искать «rfcnh.kz»' }).click();
    expect(new URL(page.url()).search).toBe('?query=rfcnh.kz&as_typed=1');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Результаты поиска «rfcnh.kz»');
    expect(await page.getByText('Показаны результаты для').count()).toBe(0);
  });

  it('shows the filters read from the query as chips, each a link searching without it', async () => {
    const page = await newPage({ javaScript: false });
    await page.goto(`/search/?query=${encodeURIComponent('женская рубашка')}`);
    const chips = page.getByRole('list', { name: 'Понято из запроса' });
    await chips.getByRole('link', { name: 'Искать без: Для женщин' }).click();
    expect(new URL(page.url()).searchParams.get('query')).toBe('рубашка');
    expect(await page.getByRole('list', { name: 'Понято из запроса' }).count()).toBe(0);
  });

  it('opens the product of an exact article, and the listing of a brand named alone', async () => {
    const listing = await (await fetch(`${baseUrl()}/api/v1/catalog?url=/catalog/&count=1`)).json();
    const card = listing.data.items[0] as { article: string; url: string };
    const page = await newPage({ javaScript: false });
    await page.goto(`/search/?query=${encodeURIComponent(`арт. ${card.article}`)}`);
    expect(new URL(page.url()).pathname).toBe(card.url);
    await page.goto('/search/?query=Nordika');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/catalog/?brand=nordika');
  });
});
