/** Labels of product characteristics; the unit lives in the label so that values stay language-neutral. */
import type { I18nText } from '../../db/schema/i18n-text.ts';
import type { AttributeKey } from './types.ts';

export const ATTRIBUTE_LABELS: Readonly<Record<AttributeKey, I18nText>> = {
  volumeL: { ru: 'Объём, л', en: 'Volume, l', kk: 'Көлемі, л' },
  volumeMl: { ru: 'Объём, мл', en: 'Volume, ml', kk: 'Көлемі, мл' },
  diameter: { ru: 'Диаметр, см', en: 'Diameter, cm', kk: 'Диаметрі, см' },
  size: { ru: 'Размер, см', en: 'Size, cm', kk: 'Өлшемі, см' },
  length: { ru: 'Длина, см', en: 'Length, cm', kk: 'Ұзындығы, см' },
  lengthM: { ru: 'Длина, м', en: 'Length, m', kk: 'Ұзындығы, м' },
  height: { ru: 'Высота, см', en: 'Height, cm', kk: 'Биіктігі, см' },
  pieces: { ru: 'Количество предметов, шт.', en: 'Pieces in set', kk: 'Заттар саны, дана' },
  weightG: { ru: 'Вес, г', en: 'Net weight, g', kk: 'Салмағы, г' },
  burnTime: { ru: 'Время горения, ч', en: 'Burn time, h', kk: 'Жану уақыты, сағ' },
  maxTemp: { ru: 'Макс. температура, °C', en: 'Max temperature, °C', kk: 'Ең жоғары температура, °C' },
  washTemp: { ru: 'Температура стирки, °C', en: 'Wash temperature, °C', kk: 'Жуу температурасы, °C' },
  density: { ru: 'Плотность ткани, г/м²', en: 'Fabric weight, g/m²', kk: 'Мата тығыздығы, г/м²' },
  warranty: { ru: 'Гарантия, мес.', en: 'Warranty, months', kk: 'Кепілдік, ай' },
  duvetCover: { ru: 'Пододеяльник, см', en: 'Duvet cover, cm', kk: 'Көрпе тысы, см' },
  pillowcase: { ru: 'Наволочки, см', en: 'Pillowcases, cm', kk: 'Жастық тыстары, см' },
  heel: { ru: 'Высота каблука, см', en: 'Heel height, cm', kk: 'Өкше биіктігі, см' },
  age: { ru: 'Возраст, лет', en: 'Age, years', kk: 'Жасы, жыл' },
  players: { ru: 'Количество игроков', en: 'Players', kk: 'Ойыншылар саны' },
  leds: { ru: 'Количество светодиодов', en: 'Number of LEDs', kk: 'Жарықдиодтар саны' },
  lampBase: { ru: 'Цоколь', en: 'Lamp base', kk: 'Цоколь' },
};
