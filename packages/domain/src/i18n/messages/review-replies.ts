/** Messages of the shop's replies to reviews: under the review on the product page and in moderation. */
import { defineMessages } from '../define-messages.ts';

export const reviewRepliesMessages = defineMessages({
  'en-US': {
    'reviews.shopReply': 'The shop’s reply',
    'staff.reviews.tabs': 'Reviews by status',
    'staff.reviews.tab.pending': 'Waiting',
    'staff.reviews.tab.approved': 'Published',
    'staff.reviews.tab.rejected': 'Rejected',
    'staff.reviews.reply': 'Reply from the shop (empty: none)',
    'staff.reviews.saveReply': 'Save the reply',
    'staff.reviews.replied': 'The reply is saved',
  },
  'ru-RU': {
    'reviews.shopReply': 'Ответ магазина',
    'staff.reviews.tabs': 'Отзывы по статусу',
    'staff.reviews.tab.pending': 'Ожидают',
    'staff.reviews.tab.approved': 'Опубликованы',
    'staff.reviews.tab.rejected': 'Отклонены',
    'staff.reviews.reply': 'Ответ магазина (пусто — без ответа)',
    'staff.reviews.saveReply': 'Сохранить ответ',
    'staff.reviews.replied': 'Ответ сохранён',
  },
  'kk-KZ': {
    'reviews.shopReply': 'Дүкеннің жауабы',
    'staff.reviews.tabs': 'Пікірлер күйі бойынша',
    'staff.reviews.tab.pending': 'Күтуде',
    'staff.reviews.tab.approved': 'Жарияланған',
    'staff.reviews.tab.rejected': 'Қабылданбаған',
    'staff.reviews.reply': 'Дүкеннің жауабы (бос — жауапсыз)',
    'staff.reviews.saveReply': 'Жауапты сақтау',
    'staff.reviews.replied': 'Жауап сақталды',
  },
});
