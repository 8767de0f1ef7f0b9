/**
 * The shop's information texts (delivery, payment, return, for business). They are the bodies of
 * the documents of the same names; the product page's information modals read those documents.
 */
import type { I18nText } from '../../db/schema/i18n-text.ts';

export const INFO_DOCUMENTS = {
  'delivery-info': 'delivery',
  'payment-info': 'payment',
  'return-info': 'return',
  'for-business-info': 'corporate',
} as const;

interface InfoText {
  title: I18nText;
  paragraphs: I18nText[];
}

const p = (ru: string, en: string, kk: string): I18nText => ({ ru, en, kk });

export const INFO_TEXTS: Readonly<Record<keyof typeof INFO_DOCUMENTS, InfoText>> = {
  'delivery-info': {
    title: p('Доставка', 'Delivery', 'Жеткізу'),
    paragraphs: [
      p(
        'Самовывоз из магазина бесплатный. Если товар есть в выбранном магазине, заказ будет готов в течение 3 часов; если его привезут со склада — через 2–4 дня. Заказ хранится в магазине 5 дней.',
        'Pickup from a shop is free. When the item is in stock in the chosen shop, the order is ready within 3 hours; when it comes from the warehouse, in 2–4 days. The shop keeps the order for 5 days.',
        'Дүкеннен алып кету тегін. Тауар таңдалған дүкенде болса, тапсырыс 3 сағат ішінде дайын болады; қоймадан әкелінсе — 2–4 күнде. Тапсырыс дүкенде 5 күн сақталады.',
      ),
      p(
        'Доставка в пункт выдачи партнёров занимает 2–5 дней, в пункте заказ хранится 7 дней. Стоимость зависит от города и указана при оформлении заказа.',
        'Delivery to a partner pickup point takes 2–5 days; the point keeps the order for 7 days. The price depends on the city and is shown at checkout.',
        'Серіктестердің беру пунктіне жеткізу 2–5 күн алады, пункт тапсырысты 7 күн сақтайды. Құны қалаға байланысты және тапсырыс рәсімдегенде көрсетіледі.',
      ),
      p(
        'Курьер привозит заказ в удобный интервал: в пределах города — на следующий день, в другие населённые пункты — за 2–7 дней. Перед приездом курьер позвонит.',
        'A courier brings the order in the time slot you choose: next day within the city, 2–7 days to other places. The courier calls before arriving.',
        'Курьер тапсырысты ыңғайлы уақытта әкеледі: қала ішінде — келесі күні, басқа елді мекендерге — 2–7 күнде. Келер алдында курьер қоңырау шалады.',
      ),
    ],
  },
  'payment-info': {
    title: p('Оплата', 'Payment', 'Төлем'),
    paragraphs: [
      p(
        'Оплатить заказ можно онлайн банковской картой или подарочной картой при оформлении, а также при получении — картой или наличными.',
        'You can pay online by bank card or gift card at checkout, or on receipt by card or in cash.',
        'Тапсырысты рәсімдеу кезінде банк картасымен немесе сыйлық картасымен онлайн, сондай-ақ алған кезде картамен немесе қолма-қол төлеуге болады.',
      ),
      p(
        'Неоплаченный онлайн-заказ резервируется на 30 минут. Данные карты обрабатывает банк-эквайер; магазин их не хранит.',
        'An online order awaiting payment is reserved for 30 minutes. Card details are processed by the acquiring bank; the shop never stores them.',
        'Онлайн төленбеген тапсырыс 30 минутқа сақталады. Карта деректерін эквайер банк өңдейді; дүкен оларды сақтамайды.',
      ),
    ],
  },
  'return-info': {
    title: p('Возврат', 'Returns', 'Қайтару'),
    paragraphs: [
      p(
        'Товар надлежащего качества можно вернуть в течение 14 дней, если он не был в употреблении и сохранены его вид, ярлыки и чек.',
        'Goods of proper quality can be returned within 14 days if unused, with their look, labels and receipt kept.',
        'Сапалы тауарды пайдаланылмаған, сыртқы түрі, жапсырмалары мен чегі сақталған жағдайда 14 күн ішінде қайтаруға болады.',
      ),
      p(
        'Вернуть покупку можно в любом магазине сети или через пункт выдачи. Деньги возвращаются тем же способом, которым был оплачен заказ, в течение 10 дней.',
        'Return a purchase in any of our shops or through a pickup point. The money goes back the way the order was paid within 10 days.',
        'Сатып алынған тауарды желінің кез келген дүкенінде немесе беру пункті арқылы қайтаруға болады. Ақша 10 күн ішінде тапсырыс төленген тәсілмен қайтарылады.',
      ),
    ],
  },
  'for-business-info': {
    title: p('Для бизнеса', 'For business', 'Бизнес үшін'),
    paragraphs: [
      p(
        'Юридические лица и ИП могут покупать по безналичному расчёту: укажите реквизиты компании при оформлении, и менеджер пришлёт счёт и закрывающие документы.',
        'Companies can buy by bank transfer: enter the company details at checkout and a manager sends the invoice and closing documents.',
        'Заңды тұлғалар мен жеке кәсіпкерлер қолма-қолсыз есеп айырысу арқылы сатып ала алады: рәсімдеу кезінде компания деректемелерін көрсетіңіз, менеджер шот пен жабу құжаттарын жібереді.',
      ),
      p(
        'Для корпоративных заказов от 50 000 действуют персональные скидки и подарочные карты с логотипом компании.',
        'Corporate orders from 50,000 get personal discounts and gift cards with the company logo.',
        '50 000-нан басталатын корпоративтік тапсырыстарға жеке жеңілдіктер мен компания логотипі бар сыйлық карталары қолданылады.',
      ),
    ],
  },
};
