/** Messages of the back office's promo codes: the list, the form and its errors. */
import { defineMessages } from '../define-messages.ts';

const ru = {
  'staff.promo.error.codeFormat': 'От 3 до 32 латинских букв, цифр, дефисов и подчёркиваний',
  'staff.promo.error.codeTaken': 'Такой промокод уже есть',
  'staff.promo.error.codeFixed': 'Название промокода изменить нельзя',
  'staff.promo.error.percentRange': 'Процент — от 1 до 100',
  'staff.promo.error.amountPositive': 'Сумма должна быть больше нуля',
  'staff.promo.error.notNegative': 'Не может быть меньше нуля',
  'staff.promo.error.limitPositive': 'Не меньше одного использования',
  'staff.promo.error.datesOrder': 'Окончание должно быть позже начала',
};

export const staffPromoCodesMessages = defineMessages({
  'en-US': {
    'staff.promo.error.codeFormat': '3 to 32 Latin letters, digits, dashes and underscores',
    'staff.promo.error.codeTaken': 'This promo code exists already',
    'staff.promo.error.codeFixed': 'A promo code cannot be renamed',
    'staff.promo.error.percentRange': 'A percentage from 1 to 100',
    'staff.promo.error.amountPositive': 'The amount must be above zero',
    'staff.promo.error.notNegative': 'Cannot be below zero',
    'staff.promo.error.limitPositive': 'At least one use',
    'staff.promo.error.datesOrder': 'The end must come after the start',
  },
  'ru-RU': ru,
  'kk-KZ': {
    'staff.promo.error.codeFormat': '3-тен 32-ге дейін латын әріптері, сандар, сызықшалар және астын сызу',
    'staff.promo.error.codeTaken': 'Мұндай промокод бар',
    'staff.promo.error.codeFixed': 'Промокод атауын өзгертуге болмайды',
    'staff.promo.error.percentRange': 'Пайыз — 1-ден 100-ге дейін',
    'staff.promo.error.amountPositive': 'Сома нөлден үлкен болуы керек',
    'staff.promo.error.notNegative': 'Нөлден кем болмауы керек',
    'staff.promo.error.limitPositive': 'Кемінде бір рет қолдану',
    'staff.promo.error.datesOrder': 'Аяқталуы басталуынан кейін болуы керек',
  },
});
