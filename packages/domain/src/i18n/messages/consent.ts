/** The cookie banner and the footer's way back to it (analytics/consent.ts, decision 039). */
import { defineMessages } from '../define-messages.ts';

export const consentMessages = defineMessages({
  'en-US': {
    'consent.title': 'Cookies',
    'consent.notice':
      'We use cookies that the shop needs to work, and with your consent analytics counters that help us improve it. You can change your choice at any time under "Cookie settings" at the bottom of the page.',
    'consent.categoriesIntro':
      'The shop uses necessary cookies to work. Other cookies are used only if you allow them; nothing is ticked until you choose. You can change your choice at any time under "Cookie settings" at the bottom of the page.',
    'consent.necessary': 'Necessary',
    'consent.necessaryHint': 'Your session, basket and language. Always on.',
    'consent.analytics': 'Analytics',
    'consent.analyticsHint': 'Visit and purchase statistics (Google Analytics, Yandex Metrica).',
    'consent.marketing': 'Marketing',
    'consent.marketingHint': 'Measuring and personalising advertising.',
    'consent.accept': 'Accept',
    'consent.acceptAll': 'Accept all',
    'consent.decline': 'Decline',
    'consent.declineAll': 'Reject all',
    'consent.save': 'Save my choice',
    'consent.policy': 'Personal data policy',
    'consent.settings': 'Cookie settings',
    'consent.keep': 'Keep my choice',
  },
  'ru-RU': {
    'consent.title': 'Файлы cookie',
    'consent.notice':
      'Мы используем файлы cookie, без которых магазин не работает, а с вашего согласия — счётчики аналитики, которые помогают нам его улучшать. Изменить решение можно в любой момент в «Настройках cookie» внизу страницы.',
    'consent.categoriesIntro':
      'Магазину для работы нужны обязательные файлы cookie. Остальные используются, только если вы их разрешите; заранее ничего не отмечено. Изменить решение можно в любой момент в «Настройках cookie» внизу страницы.',
    'consent.necessary': 'Обязательные',
    'consent.necessaryHint': 'Сессия, корзина и язык. Включены всегда.',
    'consent.analytics': 'Аналитика',
    'consent.analyticsHint': 'Статистика посещений и покупок (Google Analytics, Яндекс Метрика).',
    'consent.marketing': 'Маркетинг',
    'consent.marketingHint': 'Оценка и персонализация рекламы.',
    'consent.accept': 'Принять',
    'consent.acceptAll': 'Принять все',
    'consent.decline': 'Отказаться',
    'consent.declineAll': 'Отклонить все',
    'consent.save': 'Сохранить выбор',
    'consent.policy': 'Политика обработки персональных данных',
    'consent.settings': 'Настройки cookie',
    'consent.keep': 'Оставить как было',
  },
  'kk-KZ': {
    'consent.title': 'Cookie файлдары',
    'consent.notice':
      'Біз дүкеннің жұмысына қажет cookie файлдарын, ал сіздің келісіміңізбен оны жақсартуға көмектесетін аналитика есептегіштерін пайдаланамыз. Шешіміңізді кез келген уақытта бет төменіндегі «Cookie баптаулары» бөлімінде өзгерте аласыз.',
    'consent.categoriesIntro':
      'Дүкеннің жұмысына міндетті cookie файлдары қажет. Қалғандары тек сіз рұқсат етсеңіз ғана пайдаланылады; алдын ала ештеңе белгіленбеген. Шешіміңізді кез келген уақытта бет төменіндегі «Cookie баптаулары» бөлімінде өзгерте аласыз.',
    'consent.necessary': 'Міндетті',
    'consent.necessaryHint': 'Сессия, себет және тіл. Әрқашан қосулы.',
    'consent.analytics': 'Аналитикалық',
    'consent.analyticsHint': 'Кірулер мен сатып алулар статистикасы (Google Analytics, Яндекс Метрика).',
    'consent.marketing': 'Маркетингтік',
    'consent.marketingHint': 'Жарнаманы бағалау және жекелендіру.',
    'consent.accept': 'Қабылдау',
    'consent.acceptAll': 'Барлығын қабылдау',
    'consent.decline': 'Бас тарту',
    'consent.declineAll': 'Барлығынан бас тарту',
    'consent.save': 'Таңдауды сақтау',
    'consent.policy': 'Дербес деректерді өңдеу саясаты',
    'consent.settings': 'Cookie баптаулары',
    'consent.keep': 'Таңдауымды қалдыру',
  },
});
