/**
 * Shops and warehouses. Cities are referenced by English name. `assortment` is the share of SKUs a
 * location stocks: warehouses hold most of the catalogue, shops a subset by their size.
 */
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { daily, type OpeningHours, week } from './opening-hours.ts';
import { t } from './text.ts';

export interface StoreData {
  kind: 'shop' | 'warehouse';
  city: string;
  name: I18nText;
  address: I18nText;
  metro: string | null;
  phone: string | null;
  lat: number;
  lon: number;
  hours: OpeningHours;
  assortment: number;
}

const MALL_HOURS = daily('10:00', '22:00');
const UAE_MALL_HOURS = daily('10:00', '23:00');
const WAREHOUSE_HOURS = week(['09:00', '18:00'], null, null);

const shop = (
  city: string,
  name: I18nText,
  address: I18nText,
  where: { metro?: string; phone: string; lat: number; lon: number; assortment: number; hours?: OpeningHours },
): StoreData => ({
  kind: 'shop',
  city,
  name,
  address,
  metro: where.metro ?? null,
  phone: where.phone,
  lat: where.lat,
  lon: where.lon,
  hours: where.hours ?? MALL_HOURS,
  assortment: where.assortment,
});

export const STORES: readonly StoreData[] = [
  shop(
    'Moscow',
    t('Уют — Авиапарк', 'Uyut Aviapark', 'Уют — Авиапарк'),
    t(
      'ТРЦ «Авиапарк», Ходынский бульвар, 4, 2 этаж',
      'Aviapark mall, 4 Khodynsky Blvd, 2nd floor',
      '«Авиапарк» СОО, Ходынский бульвары, 4, 2-қабат',
    ),
    { metro: 'ЦСКА', phone: '+7 495 555-35-01', lat: 55.7906, lon: 37.5309, assortment: 0.6 },
  ),
  shop(
    'Moscow',
    t('Уют — Европейский', 'Uyut Evropeisky', 'Уют — Европейский'),
    t(
      'ТРЦ «Европейский», пл. Киевского Вокзала, 2, 3 этаж',
      'Evropeisky mall, 2 Kievskogo Vokzala Sq, 3rd floor',
      '«Европейский» СОО, Киев вокзалы алаңы, 2, 3-қабат',
    ),
    { metro: 'Киевская', phone: '+7 495 555-35-02', lat: 55.7448, lon: 37.5659, assortment: 0.55 },
  ),
  shop(
    'Moscow',
    t('Уют — Мега Тёплый Стан', 'Uyut Mega Teply Stan', 'Уют — Мега Тёплый Стан'),
    t(
      'ТЦ «Мега Тёплый Стан», Калужское шоссе, 21-й км',
      'Mega Teply Stan mall, Kaluzhskoye Hwy, km 21',
      '«Мега Тёплый Стан» СО, Калуга тас жолы, 21-ші км',
    ),
    { metro: 'Тёплый Стан', phone: '+7 495 555-35-03', lat: 55.6038, lon: 37.4895, assortment: 0.5 },
  ),
  shop(
    'Moscow',
    t('Уют — Атриум', 'Uyut Atrium', 'Уют — Атриум'),
    t('ТЦ «Атриум», ул. Земляной Вал, 33', 'Atrium mall, 33 Zemlyanoy Val St', '«Атриум» СО, Земляной Вал көшесі, 33'),
    { metro: 'Курская', phone: '+7 495 555-35-04', lat: 55.7571, lon: 37.6592, assortment: 0.4 },
  ),
  shop(
    'Saint Petersburg',
    t('Уют — Галерея', 'Uyut Galeria', 'Уют — Галерея'),
    t('ТРЦ «Галерея», Лиговский пр., 30А', 'Galeria mall, 30A Ligovsky Ave', '«Галерея» СОО, Лиговский даңғылы, 30А'),
    { metro: 'Площадь Восстания', phone: '+7 812 555-35-01', lat: 59.9272, lon: 30.3606, assortment: 0.55 },
  ),
  shop(
    'Saint Petersburg',
    t('Уют — Европолис', 'Uyut Evropolis', 'Уют — Европолис'),
    t(
      'ТРЦ «Европолис», Полюстровский пр., 84А',
      'Evropolis mall, 84A Polyustrovsky Ave',
      '«Европолис» СОО, Полюстровский даңғылы, 84А',
    ),
    { metro: 'Лесная', phone: '+7 812 555-35-02', lat: 59.9871, lon: 30.3544, assortment: 0.45 },
  ),
  shop(
    'Kazan',
    t('Уют — Мега Казань', 'Uyut Mega Kazan', 'Уют — Мега Қазан'),
    t('ТЦ «Мега», пр. Победы, 141', 'Mega mall, 141 Pobedy Ave', '«Мега» СО, Жеңіс даңғылы, 141'),
    { phone: '+7 843 555-35-01', lat: 55.7546, lon: 49.2126, assortment: 0.45 },
  ),
  shop(
    'Yekaterinburg',
    t('Уют — Гринвич', 'Uyut Greenwich', 'Уют — Гринвич'),
    t('ТРЦ «Гринвич», ул. 8 Марта, 46', 'Greenwich mall, 46 8 Marta St', '«Гринвич» СОО, 8 Марта көшесі, 46'),
    { phone: '+7 343 555-35-01', lat: 56.8265, lon: 60.604, assortment: 0.5 },
  ),
  shop(
    'Novosibirsk',
    t('Уют — Аура', 'Uyut Aura', 'Уют — Аура'),
    t('ТРЦ «Аура», ул. Военная, 5', 'Aura mall, 5 Voennaya St', '«Аура» СОО, Военная көшесі, 5'),
    { phone: '+7 383 555-35-01', lat: 55.0446, lon: 82.9226, assortment: 0.45 },
  ),
  shop(
    'Krasnodar',
    t('Уют — Галерея Краснодар', 'Uyut Galereya Krasnodar', 'Уют — Галерея Краснодар'),
    t(
      'ТРЦ «Галерея Краснодар», ул. Головатого, 313',
      'Galereya Krasnodar mall, 313 Golovatogo St',
      '«Галерея Краснодар» СОО, Головатый көшесі, 313',
    ),
    { phone: '+7 861 555-35-01', lat: 45.0401, lon: 38.9762, assortment: 0.4 },
  ),
  shop(
    'Astana',
    t('Уют — Хан Шатыр', 'Uyut Khan Shatyr', 'Уют — Хан Шатыр'),
    t('ТРЦ «Хан Шатыр», пр. Туран, 37', 'Khan Shatyr mall, 37 Turan Ave', '«Хан Шатыр» СОО, Тұран даңғылы, 37'),
    { phone: '+7 7172 55-35-01', lat: 51.1327, lon: 71.4036, assortment: 0.55 },
  ),
  shop(
    'Astana',
    t('Уют — Mega Silk Way', 'Uyut Mega Silk Way', 'Уют — Mega Silk Way'),
    t(
      'ТРЦ «Mega Silk Way», пр. Кабанбай батыра, 62',
      'Mega Silk Way mall, 62 Kabanbay Batyr Ave',
      '«Mega Silk Way» СОО, Қабанбай батыр даңғылы, 62',
    ),
    { phone: '+7 7172 55-35-02', lat: 51.089, lon: 71.4075, assortment: 0.45 },
  ),
  shop(
    'Almaty',
    t('Уют — Dostyk Plaza', 'Uyut Dostyk Plaza', 'Уют — Dostyk Plaza'),
    t(
      'ТРЦ «Dostyk Plaza», мкр Самал-2, 111',
      'Dostyk Plaza mall, 111 Samal-2 Microdistrict',
      '«Dostyk Plaza» СОО, Самал-2 шағын ауданы, 111',
    ),
    { phone: '+7 727 355-35-01', lat: 43.2331, lon: 76.9566, assortment: 0.55 },
  ),
  shop(
    'Almaty',
    t('Уют — Mega Alma-Ata', 'Uyut Mega Alma-Ata', 'Уют — Mega Alma-Ata'),
    t(
      'ТРЦ «Mega Alma-Ata», ул. Розыбакиева, 247А',
      'Mega Alma-Ata mall, 247A Rozybakiev St',
      '«Mega Alma-Ata» СОО, Розыбакиев көшесі, 247А',
    ),
    { phone: '+7 727 355-35-02', lat: 43.2022, lon: 76.8917, assortment: 0.45 },
  ),
  shop(
    'Dubai',
    t('Уют — The Dubai Mall', 'Uyut The Dubai Mall', 'Уют — The Dubai Mall'),
    t(
      'The Dubai Mall, бульвар Шейха Мохаммеда бин Рашида, Даунтаун Дубай',
      'The Dubai Mall, Sheikh Mohammed bin Rashid Blvd, Downtown Dubai',
      'The Dubai Mall, Шейх Мұхаммед бин Рашид бульвары, Даунтаун Дубай',
    ),
    { phone: '+971 4 555 3501', lat: 25.1985, lon: 55.2796, assortment: 0.6, hours: UAE_MALL_HOURS },
  ),
  shop(
    'Dubai',
    t('Уют — Mall of the Emirates', 'Uyut Mall of the Emirates', 'Уют — Mall of the Emirates'),
    t(
      'Mall of the Emirates, Шейх-Зайед-роуд, Аль-Барша 1',
      'Mall of the Emirates, Sheikh Zayed Road, Al Barsha 1',
      'Mall of the Emirates, Шейх Зайед жолы, Әл-Барша 1',
    ),
    { phone: '+971 4 555 3502', lat: 25.1181, lon: 55.2006, assortment: 0.5, hours: UAE_MALL_HOURS },
  ),
  shop(
    'Abu Dhabi',
    t('Уют — Yas Mall', 'Uyut Yas Mall', 'Уют — Yas Mall'),
    t('Yas Mall, остров Яс', 'Yas Mall, Yas Island', 'Yas Mall, Яс аралы'),
    { phone: '+971 2 555 3501', lat: 24.4888, lon: 54.6078, assortment: 0.45, hours: UAE_MALL_HOURS },
  ),
  shop(
    'Sharjah',
    t('Уют — City Centre Sharjah', 'Uyut City Centre Sharjah', 'Уют — City Centre Sharjah'),
    t(
      'City Centre Sharjah, ул. Аль-Вахда',
      'City Centre Sharjah, Al Wahda Street',
      'City Centre Sharjah, Әл-Уахда көшесі',
    ),
    { phone: '+971 6 555 3501', lat: 25.3252, lon: 55.3926, assortment: 0.4, hours: UAE_MALL_HOURS },
  ),
  {
    kind: 'warehouse',
    city: 'Podolsk',
    name: t('Склад «Подольск»', 'Podolsk warehouse', '«Подольск» қоймасы'),
    address: t(
      'Индустриальный парк «Южный», Домодедовское шоссе, 3',
      'Yuzhny Industrial Park, 3 Domodedovskoye Hwy',
      '«Южный» индустриялық паркі, Домодедово тас жолы, 3',
    ),
    metro: null,
    phone: null,
    lat: 55.405,
    lon: 37.56,
    hours: WAREHOUSE_HOURS,
    assortment: 0.85,
  },
  {
    kind: 'warehouse',
    city: 'Almaty',
    name: t('Склад «Алматы»', 'Almaty warehouse', '«Алматы» қоймасы'),
    address: t('ул. Бекмаханова, 93', '93 Bekmakhanov St', 'Бекмаханов көшесі, 93'),
    metro: null,
    phone: null,
    lat: 43.314,
    lon: 76.947,
    hours: WAREHOUSE_HOURS,
    assortment: 0.8,
  },
  {
    kind: 'warehouse',
    city: 'Dubai',
    name: t('Склад «Джебель-Али»', 'Jebel Ali warehouse', '«Джебел Әли» қоймасы'),
    address: t(
      'Свободная зона Джебель-Али (JAFZA South)',
      'Jebel Ali Free Zone (JAFZA South)',
      'Джебел Әли еркін аймағы (JAFZA South)',
    ),
    metro: null,
    phone: null,
    lat: 24.9857,
    lon: 55.0849,
    hours: WAREHOUSE_HOURS,
    assortment: 0.8,
  },
];
