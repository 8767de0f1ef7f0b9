import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import { translatorFor } from '@storefront/domain/i18n/translator';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserBlock } from '../lib/api-types';
import { I18nProvider } from '../lib/i18n';
import { ProfileFields, profileBody, profileErrors, useProfileValues } from './profile-fields';

afterEach(cleanup);

const t = translatorFor('en-US', CATALOGUES['en-US']);
const user = { name: 'Anna', email: 'anna@example.com', subscribe: true, legalEntity: false } as UserBlock;

let sent: unknown = null;

function Form() {
  const [values, change] = useProfileValues(user);
  return (
    <I18nProvider locale="en-US" messages={CATALOGUES['en-US']}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent = profileBody(values);
        }}
      >
        <ProfileFields values={values} onChange={change} errors={{ email: 'Check the address' }} />
        <button type="submit">Save</button>
      </form>
    </I18nProvider>
  );
}

describe('profile fields', () => {
  it('start from the shopper’s profile and send what was typed, trimmed', () => {
    render(<Form />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Anna');
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '  Maria ' } });
    fireEvent.click(screen.getByLabelText(/legal entity/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual({ firstName: 'Maria', email: 'anna@example.com', subscribe: true, legalEntity: true });
  });

  it('tie an error to its field', () => {
    render(<Form />);
    const email = screen.getByLabelText('E-mail');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Check the address',
    );
  });

  it('refuse an empty name and a malformed e-mail before sending', () => {
    const values = { firstName: ' ', email: 'anna@', subscribe: false, legalEntity: false };
    expect(Object.keys(profileErrors(values, t))).toEqual(['firstName', 'email']);
    expect(profileErrors({ ...values, firstName: 'Anna', email: 'anna@example.com' }, t)).toEqual({});
  });
});
