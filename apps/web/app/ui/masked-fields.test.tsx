import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DigitsField, GiftCardNumberField, PhoneField } from './masked-fields';

afterEach(cleanup);

/** Fields on a page of the given variant's path (no layout data: the variant comes from the path). */
function renderAt(path: string, fields: () => React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  shown = fields;
  render(<Stub initialEntries={[path]} />);
}
let shown: () => React.ReactNode = () => null;
function Page() {
  return <form>{shown()}</form>;
}

describe('masked fields', () => {
  it('formats a phone in the variant mask as it is typed, with the phone keyboard and autofill', () => {
    renderAt('/', () => <PhoneField label="Phone" name="phone" />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.placeholder).toBe('+7 (___) ___-__-__');
    fireEvent.change(input, { target: { value: '8916123' } });
    expect(input.value).toBe('+7 (916) 123');
    fireEvent.change(input, { target: { value: '+7 (916) 123-45-67' } });
    expect(input.value).toBe('+7 (916) 123-45-67');
  });

  it('lets Backspace past a mask character by taking the digit before it', () => {
    renderAt('/', () => <PhoneField label="Phone" name="phone" />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '7916123' } });
    expect(input.value).toBe('+7 (916) 123');
    // '+7 (916) 123' with the space after ')' deleted, the caret after ')'.
    fireEvent.change(input, { target: { value: '+7 (916)123', selectionStart: 8, selectionEnd: 8 } });
    expect(input.value).toBe('+7 (911) 23');
  });

  it('uses the ae mask on the com variant', () => {
    renderAt('/ae/', () => <PhoneField label="Phone" name="phone" />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '501234567' } });
    expect(input.value).toBe('+971 (50) 123-4567');
  });

  it('takes digits only in gift card number and PIN fields', () => {
    renderAt('/', () => (
      <>
        <GiftCardNumberField label="Card" name="number" />
        <DigitsField label="PIN" name="pin" maxLength={4} />
      </>
    ));
    const card = screen.getByLabelText('Card') as HTMLInputElement;
    const pin = screen.getByLabelText('PIN') as HTMLInputElement;
    fireEvent.change(card, { target: { value: '1000abc0000-0000 0000 0001' } });
    expect(card.value).toBe('1000 0000 0000 0000');
    expect(card.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(pin, { target: { value: '1a2b3c4d5' } });
    expect(pin.value).toBe('1234');
  });
});
