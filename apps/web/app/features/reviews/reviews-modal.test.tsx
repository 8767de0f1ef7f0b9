import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review, ReviewsPage } from '../../lib/api-types';
import { I18nProvider } from '../../lib/i18n';
import { withDates } from './review-dates';
import { fetchReviews } from './reviews-api';
import { ReviewsModal } from './reviews-modal';

vi.mock('./reviews-api', () => ({ fetchReviews: vi.fn(), REVIEWS_PAGE: 5 }));

const review = (id: number): Review => ({
  id,
  userName: `Shopper ${id}`,
  title: null,
  text: `Review ${id}`,
  assessment: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  reply: null,
});

function ListPage() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <ReviewsModal
        open
        onClose={() => undefined}
        productId={7}
        initial={[review(1), review(2)].map((r) => withDates(r, 'en-US'))}
        initialHasMore
        count={4}
      />
    </I18nProvider>
  );
}

const Stub = createRoutesStub([{ path: '/', Component: ListPage }]);

afterEach(() => {
  cleanup();
  vi.mocked(fetchReviews).mockReset();
});

describe('reviews modal', () => {
  it('stands the next reviews in with as many shapes as are coming while they load', async () => {
    let answer: (page: ReviewsPage) => void = () => undefined;
    vi.mocked(fetchReviews).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Stub initialEntries={['/']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more reviews' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelectorAll('.skeleton .review')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      answer({ list: [review(3), review(4)], hasMore: false } as ReviewsPage);
    });
    expect(dialog.querySelector('.skeleton')).toBeNull();
    expect(screen.getByText('Review 4')).toBeTruthy();
    // The reviews fetched in the browser get their dates written out as the first ones came.
    expect(screen.getAllByText('January 1, 2026')).toHaveLength(4);
    expect(fetchReviews).toHaveBeenCalledWith('ru', 7, 2);
  });
});
