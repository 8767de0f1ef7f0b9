import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge';

afterEach(cleanup);

describe('badge', () => {
  it('shows its text in its tone, neutral unless told', () => {
    render(
      <>
        <Badge tone="sale">−20%</Badge>
        <Badge>Paid</Badge>
      </>,
    );
    expect(screen.getByText('−20%').className).toBe('badge badge--sale');
    expect(screen.getByText('Paid').className).toBe('badge badge--neutral');
  });
});
