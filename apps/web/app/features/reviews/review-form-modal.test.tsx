import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { I18nProvider } from '../../lib/i18n';
import { ReviewFormModal } from './review-form-modal';
import { ReviewItem } from './review-item';
import { sendReview } from './reviews-api';

vi.mock('./reviews-api', () => ({ sendReview: vi.fn() }));

let onSent = vi.fn();

function FormPage() {
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <ReviewFormModal open onClose={() => undefined} onSent={onSent} productId={7} productName="Pan" />
    </I18nProvider>
  );
}

const Stub = createRoutesStub([{ path: '/', Component: FormPage }]);

function renderForm() {
  onSent = vi.fn();
  render(<Stub initialEntries={['/']} />);
  return onSent;
}

async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 250));
  });
}

afterEach(() => {
  cleanup();
  vi.mocked(sendReview).mockReset();
});

describe('review form', () => {
  it('shows required-field errors before sending anything', async () => {
    renderForm();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(screen.getAllByText('Field required')).toHaveLength(3);
    expect(screen.getByText('Consent to personal data processing is required')).toBeTruthy();
    expect(sendReview).not.toHaveBeenCalled();
  });

  it('puts server field errors on their fields', async () => {
    vi.mocked(sendReview).mockRejectedValue(
      new ApiError(
        400,
        {
          error: { code: 'VALIDATION_FAILED', message: 'x', fields: [{ name: 'email', message: 'reviews.duplicate' }] },
        },
        null,
      ),
    );
    const onSent = renderForm();
    await settle();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Review'), { target: { value: 'Good' } });
    fireEvent.click(screen.getByLabelText('I agree to the processing of my personal data'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send the review' }));
    });
    expect(screen.getByText('You have already reviewed this product')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('review item', () => {
  it('renders shopper HTML and the shop’s reply as text, the reply under the review', () => {
    const { container } = render(
      <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
        <ReviewItem
          review={{
            id: 1,
            userName: '<b>Eve</b>',
            title: null,
            text: '<img src=x onerror=alert(1)>',
            assessment: 5,
            createdAt: '2026-01-01T00:00:00.000Z',
            reply: { text: '<i>Thanks</i>', at: '2026-01-02T00:00:00.000Z' },
            dates: { created: 'January 1, 2026', reply: 'January 2, 2026' },
          }}
        />
      </I18nProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('i')).toBeNull();
    expect(screen.getByRole('region', { name: 'The shop’s reply' }).textContent).toContain('<i>Thanks</i>');
  });
});
