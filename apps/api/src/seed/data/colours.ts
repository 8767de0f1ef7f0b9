/** Colours of the catalogue; Russian names are masculine adjectives, agreed with the noun in names. */
import type { Colour } from './types.ts';

const c = (code: string, hex: string, ru: string, en: string, kk: string): Colour => ({
  code,
  hex,
  name: { ru, en, kk },
});

export const COLOURS: readonly Colour[] = [
  c('white', '#F7F6F2', 'белый', 'white', 'ақ'),
  c('milk', '#F1EADB', 'молочный', 'milk white', 'сүт түсті'),
  c('beige', '#D9C5A5', 'бежевый', 'beige', 'беж'),
  c('sand', '#CBB48E', 'песочный', 'sand', 'құм түсті'),
  c('grey', '#9DA0A3', 'серый', 'grey', 'сұр'),
  c('graphite', '#4A4D51', 'графитовый', 'graphite', 'графит түсті'),
  c('black', '#1F1F21', 'чёрный', 'black', 'қара'),
  c('navy', '#26344F', 'тёмно-синий', 'navy', 'қою көк'),
  c('blue', '#3C66A6', 'синий', 'blue', 'көк'),
  c('light-blue', '#A8C8E2', 'голубой', 'light blue', 'ашық көк'),
  c('mint', '#A9DCC6', 'мятный', 'mint', 'жалбыз түсті'),
  c('sage', '#A3B08C', 'шалфейный', 'sage', 'шалфей түсті'),
  c('olive', '#6E7443', 'оливковый', 'olive', 'зәйтүн түсті'),
  c('green', '#3F7A50', 'зелёный', 'green', 'жасыл'),
  c('mustard', '#D1A43A', 'горчичный', 'mustard', 'қыша түсті'),
  c('yellow', '#F0CF5C', 'жёлтый', 'yellow', 'сары'),
  c('terracotta', '#C2663F', 'терракотовый', 'terracotta', 'терракота түсті'),
  c('red', '#C13B33', 'красный', 'red', 'қызыл'),
  c('burgundy', '#7A2536', 'бордовый', 'burgundy', 'шие түсті'),
  c('pink', '#E79FB3', 'розовый', 'pink', 'қызғылт'),
  c('powder', '#E8C9C5', 'пудровый', 'powder pink', 'ақшыл қызғылт'),
  c('lavender', '#B8A6D5', 'лавандовый', 'lavender', 'лаванда түсті'),
  c('brown', '#7A5337', 'коричневый', 'brown', 'қоңыр'),
  c('chocolate', '#4E342E', 'шоколадный', 'chocolate', 'шоколад түсті'),
  c('natural', '#C9A27B', 'натуральный', 'natural', 'табиғи'),
  c('walnut', '#6A4A2F', 'ореховый', 'walnut', 'жаңғақ түсті'),
  c('silver', '#BFC3C7', 'серебристый', 'silver', 'күміс түсті'),
  c('gold', '#C8A44D', 'золотистый', 'gold', 'алтын түсті'),
  c('copper', '#B76B3F', 'медный', 'copper', 'мыс түсті'),
  c('clear', '#E4EEF0', 'прозрачный', 'clear', 'мөлдір'),
  c('amber', '#C8892C', 'янтарный', 'amber', 'кәріптас түсті'),
  c('smoke', '#8A8E93', 'дымчатый', 'smoke grey', 'түтін түсті'),
  c('multi', '#E4572E', 'разноцветный', 'multicolour', 'түрлі түсті'),
];
