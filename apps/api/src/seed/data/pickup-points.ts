/** Parcel pickup points of delivery partners. Cities are referenced by English name. */
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { daily, type OpeningHours, week } from './opening-hours.ts';
import { t } from './text.ts';

export type Provider = 'CDEK' | 'Boxberry' | 'Kazpost' | 'Aramex';

export interface PickupPointData {
  city: string;
  provider: Provider;
  address: I18nText;
}

export const PROVIDER_HOURS: Readonly<Record<Provider, OpeningHours>> = {
  CDEK: week(['09:00', '21:00'], ['10:00', '18:00'], ['10:00', '18:00']),
  Boxberry: daily('10:00', '21:00'),
  Kazpost: week(['09:00', '19:00'], ['10:00', '16:00'], null),
  Aramex: week(['09:00', '21:00'], ['10:00', '18:00'], null),
};

type StreetKind = 'street' | 'avenue' | 'highway';

const FORMS: Record<StreetKind, { ru: (n: string) => string; en: string; kk: string }> = {
  street: { ru: (n) => `ул. ${n}`, en: 'St', kk: 'көшесі' },
  avenue: { ru: (n) => `пр. ${n}`, en: 'Ave', kk: 'даңғылы' },
  highway: { ru: (n) => `${n} шоссе`, en: 'Hwy', kk: 'тас жолы' },
};

/** '12 Tverskaya St' / 'ул. Тверская, 12' / 'Тверская көшесі, 12'. */
function street(kind: StreetKind, ru: string, en: string, kk: string, house: string): I18nText {
  const form = FORMS[kind];
  return { ru: `${form.ru(ru)}, ${house}`, en: `${house} ${en} ${form.en}`, kk: `${kk} ${form.kk}, ${house}` };
}

const p = (city: string, provider: Provider, address: I18nText): PickupPointData => ({ city, provider, address });

export const PICKUP_POINTS: readonly PickupPointData[] = [
  p('Moscow', 'CDEK', street('street', 'Тверская', 'Tverskaya', 'Тверская', '18')),
  p('Moscow', 'CDEK', street('avenue', 'Мира', 'Mira', 'Мира', '102')),
  p('Moscow', 'Boxberry', street('street', 'Профсоюзная', 'Profsoyuznaya', 'Профсоюзная', '56')),
  p('Moscow', 'Boxberry', street('highway', 'Варшавское', 'Varshavskoye', 'Варшава', '87')),
  p('Moscow', 'CDEK', street('street', 'Новый Арбат', 'Novy Arbat', 'Новый Арбат', '21')),
  p('Saint Petersburg', 'CDEK', street('avenue', 'Невский', 'Nevsky', 'Невский', '88')),
  p('Saint Petersburg', 'Boxberry', street('street', 'Савушкина', 'Savushkina', 'Савушкин', '126')),
  p('Saint Petersburg', 'CDEK', street('avenue', 'Московский', 'Moskovsky', 'Мәскеу', '143')),
  p('Kazan', 'CDEK', street('street', 'Баумана', 'Baumana', 'Бауман', '44')),
  p('Kazan', 'Boxberry', street('avenue', 'Ямашева', 'Yamasheva', 'Ямашев', '46')),
  p('Yekaterinburg', 'CDEK', street('street', 'Малышева', 'Malysheva', 'Малышев', '51')),
  p('Yekaterinburg', 'Boxberry', street('street', 'Вайнера', 'Vaynera', 'Вайнер', '9')),
  p('Novosibirsk', 'CDEK', street('avenue', 'Красный', 'Krasny', 'Красный', '86')),
  p('Novosibirsk', 'Boxberry', street('street', 'Ленина', 'Lenina', 'Ленин', '21')),
  p(
    'Nizhny Novgorod',
    'CDEK',
    street('street', 'Большая Покровская', 'Bolshaya Pokrovskaya', 'Большая Покровская', '32'),
  ),
  p('Nizhny Novgorod', 'Boxberry', street('avenue', 'Гагарина', 'Gagarina', 'Гагарин', '35')),
  p('Krasnodar', 'CDEK', street('street', 'Красная', 'Krasnaya', 'Красная', '176')),
  p('Krasnodar', 'Boxberry', street('street', 'Северная', 'Severnaya', 'Северная', '324')),
  p('Samara', 'CDEK', street('street', 'Ленинградская', 'Leningradskaya', 'Ленинград', '75')),
  p('Rostov-on-Don', 'Boxberry', street('avenue', 'Будённовский', 'Budyonnovsky', 'Будённовский', '49')),
  p('Ufa', 'CDEK', street('avenue', 'Октября', 'Oktyabrya', 'Октябрь', '33')),
  p('Chelyabinsk', 'Boxberry', street('avenue', 'Ленина', 'Lenina', 'Ленин', '64')),
  p('Voronezh', 'CDEK', street('avenue', 'Революции', 'Revolyutsii', 'Революция', '30')),
  p('Perm', 'Boxberry', street('street', 'Ленина', 'Lenina', 'Ленин', '58')),
  p('Astana', 'Kazpost', street('avenue', 'Республики', 'Respublika', 'Республика', '2')),
  p('Astana', 'Kazpost', street('street', 'Кенесары', 'Kenesary', 'Кенесары', '40')),
  p('Astana', 'CDEK', street('avenue', 'Мангилик Ел', 'Mangilik Yel', 'Мәңгілік Ел', '55')),
  p('Almaty', 'Kazpost', street('avenue', 'Абая', 'Abay', 'Абай', '52')),
  p('Almaty', 'Kazpost', street('street', 'Толе би', 'Tole Bi', 'Төле би', '101')),
  p('Almaty', 'CDEK', street('avenue', 'Достык', 'Dostyk', 'Достық', '91')),
  p('Shymkent', 'Kazpost', street('avenue', 'Тауке хана', 'Tauke Khan', 'Тәуке хан', '37')),
  p('Karaganda', 'Kazpost', street('avenue', 'Бухар-Жырау', 'Bukhar Zhyrau', 'Бұқар жырау', '49')),
  p('Aktobe', 'CDEK', street('avenue', 'Абилкайыр хана', 'Abilkair Khan', 'Әбілқайыр хан', '40')),
  p('Pavlodar', 'Kazpost', street('street', 'Торайгырова', 'Toraigyrov', 'Торайғыров', '64')),
  p(
    'Dubai',
    'Aramex',
    t('Аль-Кусайс, Дамаск-стрит, 12', '12 Damascus Street, Al Qusais', 'Әл-Құсайс, Дамаск көшесі, 12'),
  ),
  p(
    'Dubai',
    'Aramex',
    t('Бизнес-Бэй, Марасси-драйв, 3', '3 Marasi Drive, Business Bay', 'Бизнес-Бэй, Марасси жолы, 3'),
  ),
  p(
    'Abu Dhabi',
    'Aramex',
    t(
      'Аль-Халидия, ул. Шейха Заида бин Султана, 20',
      '20 Sheikh Zayed bin Sultan St, Al Khalidiya',
      'Әл-Халидия, Шейх Заид бин Сұлтан көшесі, 20',
    ),
  ),
  p(
    'Sharjah',
    'Aramex',
    t('Аль-Маджаз, Корниш-стрит, 5', '5 Corniche Street, Al Majaz', 'Әл-Маджаз, Корниш көшесі, 5'),
  ),
  p('Al Ain', 'Aramex', t('Аль-Джими, Халифа-стрит, 14', '14 Khalifa Street, Al Jimi', 'Әл-Джими, Халифа көшесі, 14')),
];
