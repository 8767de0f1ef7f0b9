/** Messages of the back office's gift cards: search, the card's history and its actions. */
import { defineMessages } from '../define-messages.ts';

export const staffGiftCardsMessages = defineMessages({
  'en-US': {
    'staff.giftCards.error.notBlockable': 'Only an active card can be blocked',
    'staff.giftCards.error.notBlocked': 'The card is not blocked',
    'staff.giftCards.error.noSms': 'This card has no recipient’s SMS to send, or it is blocked',
  },
  'ru-RU': {
    'staff.giftCards.error.notBlockable': 'Заблокировать можно только действующую карту',
    'staff.giftCards.error.notBlocked': 'Карта не заблокирована',
    'staff.giftCards.error.noSms': 'У этой карты нет SMS получателю, или она заблокирована',
  },
  'kk-KZ': {
    'staff.giftCards.error.notBlockable': 'Тек жарамды картаны бұғаттауға болады',
    'staff.giftCards.error.notBlocked': 'Карта бұғатталмаған',
    'staff.giftCards.error.noSms': 'Бұл картада алушыға SMS жоқ немесе ол бұғатталған',
  },
});
