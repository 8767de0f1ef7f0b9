/**
 * The query set of `npm run bench:search`: what shoppers type, by class, each with the rule that judges its
 * answer from the demo catalogue's data (bench/search-relevance.ts). Kinds are the seed's product types
 * (apps/api/src/seed/data/product-types-*.ts) or category paths; colours, materials and brands are the seed's
 * codes. A query nothing in the catalogue answers is unanswerable and is left out of the class's figures.
 */
import type { VariantKey } from '@storefront/domain/variants';
import { articleFor } from '../apps/api/src/seed/product-generator.ts';
import type { Judgement } from './search-relevance.ts';

export interface BenchQuery {
  query: string;
  /** The shop it is typed in, in that shop's own language; ru when absent. */
  variant?: VariantKey;
  judge: Judgement;
}

export interface QueryClass {
  name: string;
  queries: readonly BenchQuery[];
}

const kind = (...types: string[]): Judgement => ({ types });

const SAUCEPANS = kind('saucepan');
const FRYING_PANS = kind('frying-pan', 'grill-pan');
const THROWS = kind('throw');
const MUGS = kind('mug', 'christmas-mug');
const VASES = kind('vase');
const CUSHIONS = kind('cushion');
const TOWELS = kind('bath-towel', 'hand-towel', 'tea-towels', 'towel-gift-set');
const PLATES = kind('dinner-plate', 'side-plate', 'deep-plate');
const DRESSES = kind('dress', 'shirt-dress');
const BAGS = kind('handbag', 'crossbody-bag', 'tote-bag');
const JUMPERS = kind('womens-jumper', 'mens-jumper');
const TROUSERS = kind('womens-trousers', 'boys-trousers', 'chinos', 'mens-jeans');
const UMBRELLAS = kind('folding-umbrella', 'stick-umbrella');
const KETTLES = kind('kettle', 'teapot');
const BEDDING = { categories: ['dom/domashniy-tekstil/postelnoe-bele'] };
/** Goods the shop does not sell: the query is unanswerable whatever the search does. */
const NOT_SOLD = kind();

const on = (variant: VariantKey, queries: BenchQuery[]) => queries.map((q) => ({ variant, ...q }));

export const QUERY_CLASSES: readonly QueryClass[] = [
  {
    name: 'exact words',
    queries: [
      { query: 'кастрюля', judge: SAUCEPANS },
      { query: 'сковорода', judge: FRYING_PANS },
      { query: 'плед', judge: THROWS },
      { query: 'ваза', judge: VASES },
      { query: 'кружка', judge: MUGS },
      { query: 'рюкзак', judge: kind('backpack') },
      { query: 'халат', judge: kind('dressing-gown') },
      { query: 'турка', judge: kind('cezve') },
      { query: 'френч-пресс', judge: kind('french-press') },
      { query: 'скатерть', judge: kind('tablecloth') },
      { query: 'пазл', judge: kind('jigsaw') },
      { query: 'гирлянда', judge: kind('string-lights') },
      { query: 'подсвечник', judge: kind('candle-holder') },
      { query: 'тёрка', judge: kind('grater') },
      { query: 'разделочная доска', judge: kind('chopping-board') },
    ],
  },
  {
    name: 'typos',
    queries: [
      { query: 'кострюля', judge: SAUCEPANS },
      { query: 'скаворода', judge: FRYING_PANS },
      { query: 'пижамма', judge: kind('pyjamas') },
      { query: 'кордиган', judge: kind('cardigan') },
      { query: 'подсвешник', judge: kind('candle-holder') },
      { query: 'разделочная даска', judge: kind('chopping-board') },
      { query: 'бакалы', judge: kind('wine-glasses') },
      { query: 'полотенцэ', judge: TOWELS },
      { query: 'гирлянада', judge: kind('string-lights') },
      { query: 'тарелкка', judge: PLATES },
      { query: 'кросовки', judge: kind('mens-trainers') },
      { query: 'джемпр', judge: JUMPERS },
      { query: 'свеча аромотическая', judge: kind('scented-candle') },
      { query: 'чайнек', judge: KETTLES },
      { query: 'шопер', judge: kind('tote-bag') },
    ],
  },
  {
    name: 'English on /ae/',
    queries: on('com', [
      { query: 'saucepan', judge: SAUCEPANS },
      { query: 'frying pan', judge: kind('frying-pan') },
      { query: 'throw', judge: THROWS },
      { query: 'wine glasses', judge: kind('wine-glasses') },
      { query: 'teapot', judge: kind('teapot') },
      { query: 'scented candle', judge: kind('scented-candle') },
      { query: 'backpack', judge: kind('backpack') },
      { query: 'cushion cover', judge: kind('cushion-cover') },
      { query: "men's trainers", judge: kind('mens-trainers') },
      { query: 'bath mat', judge: kind('bath-mat') },
      { query: 'chopping board', judge: kind('chopping-board') },
      { query: 'mugs', judge: MUGS },
      { query: 'umbrella', judge: UMBRELLAS },
      { query: 'teddy bear', judge: kind('teddy-bear') },
      { query: 'linen dress', judge: { ...DRESSES, materials: ['linen'] } },
    ]),
  },
  {
    name: 'Kazakh on /kz/',
    queries: on('kz', [
      { query: 'кастрөл', judge: kind('saucepan', 'milk-pan') },
      { query: 'таба', judge: FRYING_PANS },
      { query: 'көйлек', judge: kind('dress', 'shirt-dress', 'girls-dress') },
      { query: 'көйлектер', judge: kind('dress', 'shirt-dress', 'girls-dress') },
      { query: 'саптыаяқ', judge: MUGS },
      { query: 'жамылғы', judge: THROWS },
      { query: 'шәйнек', judge: KETTLES },
      { query: 'сөмкелер', judge: BAGS },
      { query: 'сүлгі', judge: TOWELS },
      { query: 'қолшатыр', judge: UMBRELLAS },
      { query: 'перделер', judge: kind('curtain', 'shower-curtain') },
      { query: 'ваза', judge: VASES },
      { query: 'кілемше', judge: kind('bath-mat') },
      { query: 'сәндік жастық', judge: CUSHIONS },
      { query: 'алжапқыш', judge: kind('apron') },
    ]),
  },
  {
    name: 'Russian morphology',
    queries: [
      { query: 'кастрюли', judge: SAUCEPANS },
      { query: 'кастрюлю', judge: SAUCEPANS },
      { query: 'сковородами', judge: FRYING_PANS },
      { query: 'пледов', judge: THROWS },
      { query: 'кружек', judge: MUGS },
      { query: 'тарелок', judge: PLATES },
      { query: 'полотенец', judge: TOWELS },
      { query: 'ножи', judge: kind('chef-knife') },
      { query: 'подушки', judge: CUSHIONS },
      { query: 'шторы', judge: kind('curtain') },
      { query: 'платьев', judge: kind('dress', 'shirt-dress', 'girls-dress') },
      { query: 'сумки', judge: BAGS },
      { query: 'ложки', judge: kind('teaspoons', 'cutlery-set') },
      { query: 'вешалки', judge: kind('hangers') },
      { query: 'бокал', judge: kind('wine-glasses') },
    ],
  },
  {
    name: 'brands and article numbers',
    queries: [
      { query: 'Tetsu', judge: { brands: ['tetsu'] } },
      { query: 'nordika', judge: { brands: ['nordika'] } },
      { query: 'Casa Bella', judge: { brands: ['casa-bella'] } },
      { query: 'ferrum sohn', judge: { brands: ['ferrum-and-sohn'] } },
      { query: 'Little Bear', judge: { brands: ['little-bear'] } },
      { query: 'сковорода Tetsu', judge: { ...FRYING_PANS, brands: ['tetsu'] } },
      { query: 'плед Snow Tale', judge: { ...THROWS, brands: ['snow-tale'] } },
      { query: 'ремень Kanat Leather', judge: { ...kind('belt'), brands: ['kanat-leather'] } },
      { query: articleFor(17), judge: { article: articleFor(17) } },
      { query: articleFor(2500), judge: { article: articleFor(2500) } },
      { query: `арт. ${articleFor(250)}`, judge: { article: articleFor(250) } },
      { query: `артикул ${articleFor(4321)}`, judge: { article: articleFor(4321) } },
      { query: `пазл ${articleFor(5999)}`, judge: { article: articleFor(5999) } },
      { query: 'Dala Home', variant: 'kz', judge: { brands: ['dala-home'] } },
    ],
  },
  {
    name: 'attribute combinations',
    queries: [
      { query: 'красная кастрюля', judge: { ...SAUCEPANS, colours: ['red'] } },
      { query: 'льняное платье', judge: { ...DRESSES, materials: ['linen'] } },
      { query: 'чугунная сковорода', judge: { ...FRYING_PANS, materials: ['cast-iron'] } },
      { query: 'шерстяной плед', judge: { ...THROWS, materials: ['wool'] } },
      { query: 'кроссовки 45', judge: { ...kind('mens-trainers'), sizes: ['45'] } },
      { query: 'платье XS', judge: { ...DRESSES, sizes: ['XS'] } },
      { query: 'чёрная кожаная сумка', judge: { ...BAGS, colours: ['black'], materials: ['leather'] } },
      { query: 'белая фарфоровая кружка', judge: { ...MUGS, colours: ['white'], materials: ['porcelain'] } },
      { query: 'зелёная стеклянная ваза', judge: { ...VASES, colours: ['green'], materials: ['glass'] } },
      { query: 'бархатная подушка', judge: { ...CUSHIONS, materials: ['velvet'] } },
      { query: 'джинсовая юбка', judge: { ...kind('skirt'), materials: ['denim'] } },
      { query: 'мужская рубашка льняная', judge: { ...kind('mens-shirt'), materials: ['linen'] } },
      { query: 'женские ботинки 36', judge: { ...kind('ankle-boots'), sizes: ['36'] } },
      { query: 'тёмно-синее полотенце', judge: { ...TOWELS, colours: ['navy'] } },
      { query: 'красное льняное платье', judge: { ...DRESSES, colours: ['red'], materials: ['linen'] } },
    ],
  },
  {
    name: 'synonyms and colloquial words',
    queries: [
      { query: 'сковородка', judge: FRYING_PANS },
      { query: 'кофта', judge: kind('womens-jumper', 'mens-jumper', 'cardigan', 'hoodie', 'girls-sweatshirt') },
      { query: 'толстовка', judge: kind('hoodie', 'girls-sweatshirt') },
      { query: 'свитер', judge: JUMPERS },
      { query: 'кроссы', judge: kind('mens-trainers') },
      { query: 'тапки', judge: kind('slippers') },
      { query: 'кепка', judge: kind('cap') },
      { query: 'штаны', judge: TROUSERS },
      { query: 'зонтик', judge: UMBRELLAS },
      { query: 'кастрюлька', judge: kind('saucepan', 'milk-pan') },
      { query: 'мишка', judge: kind('teddy-bear') },
      { query: 'свечка', judge: kind('scented-candle') },
      { query: 'фоторамка', judge: kind('photo-frame') },
      { query: 'ковшик', judge: kind('milk-pan') },
      { query: 'одеяло', judge: NOT_SOLD },
    ],
  },
  {
    name: 'transliteration',
    queries: [
      { query: 'kastryulya', judge: SAUCEPANS },
      { query: 'skovoroda', judge: FRYING_PANS },
      { query: 'pled', judge: THROWS },
      { query: 'kruzhka', judge: MUGS },
      { query: 'tarelka', judge: PLATES },
      { query: 'sumka', judge: BAGS },
      { query: 'vaza', judge: VASES },
      { query: 'podushka', judge: CUSHIONS },
      { query: 'polotence', judge: TOWELS },
      { query: 'halat', judge: kind('dressing-gown') },
      { query: 'turka', judge: kind('cezve') },
      { query: 'ryukzak', judge: kind('backpack') },
      { query: 'нордика', judge: { brands: ['nordika'] } },
      { query: 'каза белла', judge: { brands: ['casa-bella'] } },
    ],
  },
  {
    name: 'wrong keyboard layout',
    queries: [
      { query: 'rfcnh.kz', judge: SAUCEPANS },
      { query: 'crjdjhjlf', judge: FRYING_PANS },
      { query: 'gktl', judge: THROWS },
      { query: 'rhe;rf', judge: MUGS },
      { query: 'dfpf', judge: VASES },
      { query: 'gjleirf', judge: CUSHIONS },
      { query: 'ifha', judge: kind('scarf') },
      { query: 'h.rpfr', judge: kind('backpack') },
      { query: 'Тщквшлф', judge: { brands: ['nordika'] } },
      ...on('com', [
        { query: 'ыфгсузфт', judge: SAUCEPANS },
        { query: 'ьгп', judge: kind('mug') },
        { query: 'еркщц', judge: THROWS },
        { query: 'ефидусдщер', judge: kind('tablecloth') },
        { query: 'ифслзфсл', judge: kind('backpack') },
        { query: 'мфыу', judge: VASES },
      ]),
    ],
  },
  {
    name: 'noise words',
    queries: [
      { query: 'купить кастрюлю', judge: SAUCEPANS },
      { query: 'плед купить недорого', judge: THROWS },
      { query: 'купить вазу в москве', judge: VASES },
      { query: 'платье размер M', judge: { ...DRESSES, sizes: ['M'] } },
      { query: 'кроссовки мужские размер 45', judge: { ...kind('mens-trainers'), sizes: ['45'] } },
      { query: 'сковорода для дома', judge: FRYING_PANS },
      { query: 'скидки на пледы', judge: THROWS },
      { query: 'кружка в подарок', judge: MUGS },
      { query: 'недорогой чайник', judge: KETTLES },
      { query: 'заказать постельное бельё', judge: BEDDING },
      { query: 'турка с доставкой', judge: kind('cezve') },
      { query: 'рюкзак арт.', judge: kind('backpack') },
      { query: 'холодильник', judge: NOT_SOLD },
    ],
  },
];
