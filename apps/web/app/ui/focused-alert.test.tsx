import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FocusedAlert } from './form-fields';

afterEach(cleanup);

describe('FocusedAlert', () => {
  it('is an alert that takes the focus when it appears', () => {
    render(
      <form>
        <input aria-label="Title" />
        <FocusedAlert className="conflict">Someone else saved it</FocusedAlert>
      </form>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Someone else saved it');
    expect(alert.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(alert);
  });
});
