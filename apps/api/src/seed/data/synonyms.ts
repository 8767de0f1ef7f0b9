/**
 * The synonyms a new shop starts with, per language: colloquial and diminutive words shoppers type
 * for the catalogue's goods, and words the catalogue spells otherwise. Two-way rules (no `target`)
 * join words of one thing; one-way rules send a word to the catalogue's word without the reverse.
 * On /kz/ shoppers write Russian words in Kazakh text: the kk rules send them to the Kazakh names.
 */
import type { searchSynonyms } from '../../db/schema/search-tuning.ts';

type Rule = Pick<typeof searchSynonyms.$inferInsert, 'lang' | 'terms' | 'target'>;

const twoWay = (lang: Rule['lang'], ...terms: string[]): Rule => ({ lang, terms, target: null });
const oneWay = (lang: Rule['lang'], terms: string[], target: string): Rule => ({ lang, terms, target });

export const SEED_SYNONYMS: readonly Rule[] = [
  // Words of one kind of goods only: throws and bedspreads, jumpers and cardigans are each sold as
  // their own kind, and a rule joining them would bring one into the other's answer.
  twoWay('ru', 'свитер', 'джемпер', 'пуловер'),
  oneWay('ru', ['кофта', 'кофточка'], 'джемпер'),
  oneWay('ru', ['чашка', 'чашечка'], 'кружка'),
  oneWay('ru', ['толстовка', 'свитшот'], 'худи'),
  oneWay('ru', ['сковородка', 'сковородочка'], 'сковорода'),
  oneWay('ru', ['кастрюлька', 'кастрюлечка'], 'кастрюля'),
  oneWay('ru', ['тапки', 'тапок'], 'тапочки'),
  oneWay('ru', ['полотенчик'], 'полотенце'),
  oneWay('ru', ['кружечка'], 'кружка'),
  oneWay('ru', ['сумочка'], 'сумка'),
  oneWay('ru', ['рюкзачок', 'ранец'], 'рюкзак'),
  oneWay('ru', ['шапочка'], 'шапка'),
  oneWay('ru', ['кепка'], 'бейсболка'),
  oneWay('ru', ['зонтик'], 'зонт'),
  oneWay('ru', ['подушечка'], 'подушка'),
  oneWay('ru', ['мишка'], 'медведь'),
  oneWay('ru', ['зайчик'], 'зайка'),
  oneWay('ru', ['ночнушка', 'пижамка'], 'пижама'),
  oneWay('ru', ['кроссы', 'кроссовочки'], 'кроссовки'),
  oneWay('ru', ['штаны', 'штанишки'], 'брюки'),
  twoWay('en', 'sweater', 'jumper', 'pullover', 'cardigan'),
  twoWay('en', 'blanket', 'throw'),
  twoWay('en', 'cup', 'mug'),
  oneWay('en', ['sweatshirt', 'hoody'], 'hoodie'),
  oneWay('en', ['skillet', 'frypan'], 'frying'),
  oneWay('en', ['pot'], 'saucepan'),
  oneWay('en', ['purse'], 'handbag'),
  oneWay('en', ['hat'], 'beanie'),
  oneWay('en', ['rucksack'], 'backpack'),
  oneWay('en', ['teddy'], 'bear'),
  oneWay('kk', ['кастрюля'], 'кастрөл'),
  oneWay('kk', ['сковорода'], 'таба'),
  oneWay('kk', ['кружка'], 'саптыаяқ'),
  oneWay('kk', ['полотенце'], 'сүлгі'),
  oneWay('kk', ['тапочки', 'тапки'], 'тәпішке'),
  oneWay('kk', ['сумка'], 'сөмке'),
  oneWay('kk', ['зонт'], 'қолшатыр'),
  twoWay('kk', 'плед', 'жамылғы'),
];
