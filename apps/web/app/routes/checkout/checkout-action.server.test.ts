import { describe, expect, it } from 'vitest';
import { placeOrderBodyOf } from './checkout-action.server';

const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const recipient = {
  'recipient.name': 'Ника',
  'recipient.phone': '+7 916 555-50-01',
  'recipient.email': 'n@example.com',
};

describe('placeOrderBodyOf', () => {
  it('names the recipient as the API does and leaves out an empty comment and the company of a private person', () => {
    expect(placeOrderBodyOf(posted({ ...recipient, comment: '  ', 'legalEntity.inn': '7701234567' }))).toEqual({
      recipient: { name: 'Ника', phone: '+7 916 555-50-01', email: 'n@example.com' },
    });
  });

  it('sends the company when the legal-entity toggle is on, and the comment trimmed', () => {
    const body = placeOrderBodyOf(
      posted({ ...recipient, legalEntityToggle: 'on', 'legalEntity.inn': '7701234567', comment: ' Звонить ' }),
    );
    expect(body.legalEntity).toMatchObject({ inn: '7701234567', companyName: '' });
    expect(body.comment).toBe('Звонить');
  });

  it('sends SBP when chosen, and nothing for a card, the default', () => {
    expect(placeOrderBodyOf(posted({ ...recipient, onlineMethod: 'sbp' })).onlineMethod).toBe('sbp');
    expect(placeOrderBodyOf(posted({ ...recipient, onlineMethod: 'card' }))).not.toHaveProperty('onlineMethod');
    expect(placeOrderBodyOf(posted({ ...recipient, onlineMethod: 'cash' }))).not.toHaveProperty('onlineMethod');
  });
});
