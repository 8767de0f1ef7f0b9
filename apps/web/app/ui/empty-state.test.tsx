import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('empty state', () => {
  it('shows its message and the way on it is given', () => {
    render(
      <EmptyState message="Nothing here yet" icon="heart">
        <a href="/catalog/">To the catalogue</a>
      </EmptyState>,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'To the catalogue' }).getAttribute('href')).toBe('/catalog/');
  });

  it('shows the message alone without an icon or children', () => {
    const { container } = render(<EmptyState message="No orders" />);
    expect(screen.getByText('No orders')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });
});
