/**
 * The catalogue tree: four top-level sections, three levels deep. Slugs are the transliterated
 * Russian names ('Посуда для готовки' → 'posuda-dlya-gotovki'); product types are keyed by leaf path.
 */
import { t } from './text.ts';
import type { CategoryNode, Family } from './types.ts';

const leaf = (ru: string, en: string, kk: string, weight = 1): CategoryNode => ({ name: t(ru, en, kk), weight });
const node = (ru: string, en: string, kk: string, children: CategoryNode[]): CategoryNode => ({
  name: t(ru, en, kk),
  children,
});

export interface CategoryRoot {
  family: Family;
  node: CategoryNode;
}

export const CATEGORY_TREE: readonly CategoryRoot[] = [
  {
    family: 'kitchen',
    node: node('Кухня', 'Kitchen', 'Асүй', [
      node('Посуда для готовки', 'Cookware', 'Ас әзірлеуге арналған ыдыс', [
        leaf('Кастрюли', 'Saucepans', 'Кастрөлдер', 2),
        leaf('Сковороды', 'Frying pans', 'Табалар', 2),
        leaf('Ковши и сотейники', 'Milk pans & sauté pans', 'Сапты кастрөлдер мен сотейниктер'),
        leaf('Формы для выпечки', 'Bakeware', 'Пісіруге арналған қалыптар'),
      ]),
      node('Сервировка стола', 'Tableware', 'Дастарқан сервировкасы', [
        leaf('Тарелки', 'Plates', 'Тәрелкелер', 3),
        leaf('Кружки и чашки', 'Mugs & cups', 'Саптыаяқтар мен кеселер', 3),
        leaf('Бокалы и стаканы', 'Glasses', 'Бокалдар мен стақандар', 2),
        leaf('Салатники и блюда', 'Bowls & platters', 'Салат ыдыстары мен табақтар', 2),
        leaf('Столовые приборы', 'Cutlery', 'Ас құралдары'),
      ]),
      node('Кухонные принадлежности', 'Kitchen tools', 'Асүй керек-жарақтары', [
        leaf('Ножи и доски', 'Knives & boards', 'Пышақтар мен тақтайлар'),
        leaf('Кухонный инвентарь', 'Utensils', 'Асүй құралдары', 2),
        leaf('Хранение продуктов', 'Food storage', 'Азық-түлік сақтау'),
      ]),
      node('Чай и кофе', 'Tea & coffee', 'Шай мен кофе', [
        leaf('Чайники', 'Kettles & teapots', 'Шәйнектер'),
        leaf('Турки и френч-прессы', 'Coffee makers', 'Кофе қайнатқыштар'),
      ]),
      node('Кухонный текстиль', 'Kitchen textiles', 'Асүй тоқыма бұйымдары', [
        leaf('Кухонные полотенца', 'Tea towels', 'Асүй сүлгілері'),
        leaf('Скатерти и салфетки', 'Tablecloths & napkins', 'Дастарқандар мен майлықтар'),
        leaf('Фартуки и прихватки', 'Aprons & oven gloves', 'Алжапқыштар мен ұстағыштар'),
      ]),
    ]),
  },
  {
    family: 'home',
    node: node('Дом', 'Home', 'Үй', [
      node('Домашний текстиль', 'Home textiles', 'Үй тоқыма бұйымдары', [
        leaf('Постельное бельё', 'Bed linen', 'Төсек жаймалары', 3),
        leaf('Пледы и покрывала', 'Throws & bedspreads', 'Жамылғылар мен жапқыштар', 2),
        leaf('Декоративные подушки', 'Cushions', 'Сәндік жастықтар', 2),
        leaf('Полотенца', 'Towels', 'Сүлгілер', 2),
        leaf('Шторы', 'Curtains', 'Перделер'),
      ]),
      node('Декор', 'Decor', 'Декор', [
        leaf('Вазы', 'Vases', 'Вазалар', 2),
        leaf('Свечи и подсвечники', 'Candles & holders', 'Шамдар мен шамдалдар', 2),
        leaf('Фоторамки', 'Photo frames', 'Фоторамкалар'),
        leaf('Зеркала', 'Mirrors', 'Айналар'),
        leaf('Ароматы для дома', 'Home fragrance', 'Үйге арналған хош иістер'),
      ]),
      node('Хранение', 'Storage', 'Сақтау', [
        leaf('Корзины и короба', 'Baskets & boxes', 'Себеттер мен қораптар', 2),
        leaf('Органайзеры и вешалки', 'Organisers & hangers', 'Органайзерлер мен ілгіштер'),
      ]),
      node('Ванная комната', 'Bathroom', 'Жуынатын бөлме', [
        leaf('Аксессуары для ванной', 'Bathroom accessories', 'Жуынатын бөлме керек-жарақтары'),
        leaf('Коврики для ванной', 'Bath mats', 'Жуынатын бөлме кілемшелері'),
        leaf('Шторки для ванной', 'Shower curtains', 'Душ перделері'),
      ]),
      node('Освещение', 'Lighting', 'Жарықтандыру', [
        leaf('Настольные лампы', 'Table lamps', 'Үстел шамдары'),
        leaf('Гирлянды', 'String lights', 'Гирляндалар'),
      ]),
    ]),
  },
  {
    family: 'fashion',
    node: node('Одежда и аксессуары', 'Clothing & accessories', 'Киім және аксессуарлар', [
      node('Женская одежда', 'Women', 'Әйелдерге', [
        leaf('Платья', 'Dresses', 'Көйлектер', 3),
        leaf('Блузки и рубашки', 'Blouses & shirts', 'Блузкалар мен жейделер', 2),
        leaf('Свитеры и кардиганы', 'Jumpers & cardigans', 'Свитерлер мен кардигандар', 2),
        leaf('Брюки и юбки', 'Trousers & skirts', 'Шалбарлар мен белдемшелер', 2),
        leaf('Домашняя одежда', 'Loungewear', 'Үй киімі'),
      ]),
      node('Мужская одежда', 'Men', 'Ерлерге', [
        leaf('Футболки и поло', 'T-shirts & polos', 'Футболкалар мен поло', 2),
        leaf('Рубашки', 'Shirts', 'Жейделер'),
        leaf('Свитеры и худи', 'Jumpers & hoodies', 'Свитерлер мен худи'),
        leaf('Брюки и джинсы', 'Trousers & jeans', 'Шалбарлар мен джинсылар'),
      ]),
      node('Детская одежда', 'Kids', 'Балаларға', [
        leaf('Для девочек', 'Girls', 'Қыздарға'),
        leaf('Для мальчиков', 'Boys', 'Ұлдарға'),
        leaf('Для малышей', 'Baby', 'Сәбилерге'),
      ]),
      node('Обувь', 'Shoes', 'Аяқ киім', [
        leaf('Женская обувь', "Women's shoes", 'Әйелдер аяқ киімі', 2),
        leaf('Мужская обувь', "Men's shoes", 'Ерлер аяқ киімі'),
        leaf('Домашняя обувь', 'Slippers', 'Үй аяқ киімі'),
      ]),
      node('Сумки', 'Bags', 'Сөмкелер', [
        leaf('Женские сумки', 'Handbags', 'Әйелдер сөмкелері', 2),
        leaf('Рюкзаки', 'Backpacks', 'Рюкзактар'),
        leaf('Шопперы', 'Tote bags', 'Шопперлер'),
      ]),
      node('Аксессуары', 'Accessories', 'Аксессуарлар', [
        leaf('Шарфы и платки', 'Scarves & shawls', 'Шарфтар мен орамалдар'),
        leaf('Головные уборы', 'Hats & caps', 'Бас киімдер'),
        leaf('Ремни', 'Belts', 'Белдіктер'),
        leaf('Зонты', 'Umbrellas', 'Қолшатырлар'),
      ]),
    ]),
  },
  {
    family: 'gifts',
    node: node('Подарки', 'Gifts', 'Сыйлықтар', [
      node('Подарочные наборы', 'Gift sets', 'Сыйлық жиынтықтары', [
        leaf('Для кухни', 'For the kitchen', 'Асүйге'),
        leaf('Для ванной', 'For the bathroom', 'Жуынатын бөлмеге'),
      ]),
      node('Праздничный декор', 'Festive decor', 'Мерекелік декор', [
        leaf('Ёлочные игрушки', 'Christmas ornaments', 'Шырша ойыншықтары', 2),
        leaf('Праздничная сервировка', 'Festive tableware', 'Мерекелік сервировка'),
      ]),
      node('Упаковка', 'Gift wrapping', 'Сыйлық орамы', [
        leaf('Пакеты и коробки', 'Gift bags & boxes', 'Пакеттер мен қораптар'),
        leaf('Открытки', 'Greeting cards', 'Ашықхаттар'),
      ]),
      node('Игрушки', 'Toys', 'Ойыншықтар', [
        leaf('Мягкие игрушки', 'Soft toys', 'Жұмсақ ойыншықтар'),
        leaf('Настольные игры', 'Board games', 'Үстел ойындары'),
      ]),
    ]),
  },
];
