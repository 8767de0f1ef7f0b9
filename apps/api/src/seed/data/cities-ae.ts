/**
 * The United Arab Emirates: the seven emirates and their cities as [id, Russian, English, Kazakh,
 * emirate key, latitude, longitude, population]. Dubai's id 315678 is fixed by the specification.
 */
import type { I18nText } from '../../db/schema/i18n-text.ts';

const e = (ru: string, en: string, kk: string): I18nText => ({ ru, en, kk });

export const EMIRATES = {
  'abu-dhabi': e('Эмират Абу-Даби', 'Emirate of Abu Dhabi', 'Әбу-Даби әмірлігі'),
  dubai: e('Эмират Дубай', 'Emirate of Dubai', 'Дубай әмірлігі'),
  sharjah: e('Эмират Шарджа', 'Emirate of Sharjah', 'Шарджа әмірлігі'),
  ajman: e('Эмират Аджман', 'Emirate of Ajman', 'Аджман әмірлігі'),
  'umm-al-quwain': e('Эмират Умм-эль-Кайвайн', 'Emirate of Umm Al Quwain', 'Умм-әл-Кайуайн әмірлігі'),
  'ras-al-khaimah': e('Эмират Рас-эль-Хайма', 'Emirate of Ras Al Khaimah', 'Рас-әл-Хайма әмірлігі'),
  fujairah: e('Эмират Фуджейра', 'Emirate of Fujairah', 'Фуджейра әмірлігі'),
} as const satisfies Record<string, I18nText>;

export type EmirateCityRow = readonly [number, string, string, string, keyof typeof EMIRATES, number, number, number];

export const EMIRATE_CITIES: readonly EmirateCityRow[] = [
  [315678, 'Дубай', 'Dubai', 'Дубай', 'dubai', 25.2048, 55.2708, 3_600_000],
  [315601, 'Абу-Даби', 'Abu Dhabi', 'Әбу-Даби', 'abu-dhabi', 24.4539, 54.3773, 1_500_000],
  [315602, 'Шарджа', 'Sharjah', 'Шарджа', 'sharjah', 25.3463, 55.4209, 1_800_000],
  [315603, 'Эль-Айн', 'Al Ain', 'Әл-Айн', 'abu-dhabi', 24.2075, 55.7447, 770_000],
  [315604, 'Аджман', 'Ajman', 'Аджман', 'ajman', 25.4052, 55.5136, 500_000],
  [315605, 'Рас-эль-Хайма', 'Ras Al Khaimah', 'Рас-әл-Хайма', 'ras-al-khaimah', 25.7895, 55.9432, 350_000],
  [315606, 'Фуджейра', 'Fujairah', 'Фуджейра', 'fujairah', 25.1288, 56.3265, 120_000],
  [315607, 'Умм-эль-Кайвайн', 'Umm Al Quwain', 'Умм-әл-Кайуайн', 'umm-al-quwain', 25.5647, 55.5552, 50_000],
  [315608, 'Хор-Факкан', 'Khor Fakkan', 'Хор-Факкан', 'sharjah', 25.339, 56.356, 40_000],
  [315609, 'Кальба', 'Kalba', 'Кальба', 'sharjah', 25.0742, 56.355, 37_000],
  [315610, 'Эд-Дайд', 'Al Dhaid', 'Әд-Дайд', 'sharjah', 25.2881, 55.8817, 50_000],
  [315611, 'Дибба-эль-Фуджейра', 'Dibba Al-Fujairah', 'Дибба-әл-Фуджейра', 'fujairah', 25.5925, 56.2611, 30_000],
  [315612, 'Хатта', 'Hatta', 'Хатта', 'dubai', 24.7969, 56.1175, 12_000],
  [315613, 'Мадинат-Зайед', 'Madinat Zayed', 'Мәдинат-Зайед', 'abu-dhabi', 23.6833, 53.7, 30_000],
  [315614, 'Эр-Рувайс', 'Ruwais', 'Рувайс', 'abu-dhabi', 24.1103, 52.7306, 25_000],
];
