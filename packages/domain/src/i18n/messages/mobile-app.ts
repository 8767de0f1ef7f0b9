/** Messages of the pages inside the mobile app, the development app harness and the client's own UI (loading bar, share). */
import { defineMessages } from '../define-messages.ts';

export const mobileAppMessages = defineMessages({
  'en-US': {
    'mobileApp.login': 'Log in in the app to continue.',
    'nav.loading': 'Loading the page',
    'mobileApp.loginButton': 'Log in',
    'mobileApp.harness.title': 'App harness',
    'mobileApp.harness.intro':
      'A fake app: the page below runs in mobile-app mode; every message it sends is listed, and the buttons answer as the app would.',
    'mobileApp.harness.page': 'Page address',
    'mobileApp.harness.mode': 'Mode',
    'mobileApp.harness.open': 'Open',
    'mobileApp.harness.authorized': 'Tell: authorized',
    'mobileApp.harness.cancelled': 'Tell: authorization cancelled',
    'mobileApp.harness.city': 'Location code',
    'mobileApp.harness.changeCity': 'Tell: city changed',
    'mobileApp.harness.log': 'Messages from the page',
    'mobileApp.harness.frame': 'The shop page in the fake app',
  },
  'ru-RU': {
    'mobileApp.login': 'Войдите в приложении, чтобы продолжить.',
    'nav.loading': 'Загрузка страницы',
    'mobileApp.loginButton': 'Войти',
    'mobileApp.harness.title': 'Стенд приложения',
    'mobileApp.harness.intro':
      'Ненастоящее приложение: страница ниже открыта в режиме приложения; все её сообщения записываются, а кнопки отвечают как приложение.',
    'mobileApp.harness.page': 'Адрес страницы',
    'mobileApp.harness.mode': 'Режим',
    'mobileApp.harness.open': 'Открыть',
    'mobileApp.harness.authorized': 'Сообщить: вход выполнен',
    'mobileApp.harness.cancelled': 'Сообщить: вход отменён',
    'mobileApp.harness.city': 'Код города',
    'mobileApp.harness.changeCity': 'Сообщить: город изменён',
    'mobileApp.harness.log': 'Сообщения страницы',
    'mobileApp.harness.frame': 'Страница магазина в ненастоящем приложении',
  },
  'kk-KZ': {
    'mobileApp.login': 'Жалғастыру үшін қосымшада кіріңіз.',
    'nav.loading': 'Бет жүктелуде',
    'mobileApp.loginButton': 'Кіру',
    'mobileApp.harness.title': 'Қосымша стенді',
    'mobileApp.harness.intro':
      'Жалған қосымша: төмендегі бет қосымша режимінде ашылған; оның барлық хабарлары жазылады, батырмалар қосымша сияқты жауап береді.',
    'mobileApp.harness.page': 'Бет мекенжайы',
    'mobileApp.harness.mode': 'Күйі',
    'mobileApp.harness.open': 'Ашу',
    'mobileApp.harness.authorized': 'Хабарлау: кіру орындалды',
    'mobileApp.harness.cancelled': 'Хабарлау: кіру тоқтатылды',
    'mobileApp.harness.city': 'Қала коды',
    'mobileApp.harness.changeCity': 'Хабарлау: қала өзгерді',
    'mobileApp.harness.log': 'Беттің хабарлары',
    'mobileApp.harness.frame': 'Жалған қосымшадағы дүкен беті',
  },
});
