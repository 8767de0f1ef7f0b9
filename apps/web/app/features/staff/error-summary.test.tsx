import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary';

afterEach(cleanup);

describe('error summary', () => {
  it('lists the faulty fields under its heading and takes the focus', () => {
    render(
      <ErrorSummary
        title="The look is not saved"
        items={[
          { label: 'Title in Russian', message: 'Write its title.' },
          { label: 'Products', message: 'No product has the SKU X.' },
        ]}
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'The look is not saved' });
    expect(document.activeElement).toBe(heading.parentElement);
    expect(document.activeElement?.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Title in Russian: Write its title.',
      'Products: No product has the SKU X.',
    ]);
  });

  it('draws nothing without faults', () => {
    const { container } = render(<ErrorSummary title="The look is not saved" items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
