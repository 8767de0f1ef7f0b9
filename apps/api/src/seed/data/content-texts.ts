/**
 * Texts of the demo content in the shop's three languages: documents, the about and contacts
 * pages, and the phrase banks news, blog posts, good news and magazines are composed from.
 * Entries of one bank line up across languages (the same index is the same sentence).
 */
import type { I18nText } from '../../db/schema/i18n-text.ts';
import { t } from './text.ts';

export interface DocumentText {
  slug: string;
  title: I18nText;
  /** Paragraphs; a text starting with '## ' is a heading, one starting with '- ' a list item. */
  body: I18nText[];
}

export const DOCUMENTS: readonly DocumentText[] = [
  {
    slug: 'terms-of-sale',
    title: t('Условия продажи (публичная оферта)', 'Terms of sale (public offer)', 'Сату шарттары (жария оферта)'),
    body: [
      t(
        'Настоящая оферта определяет условия продажи товаров в интернет-магазине «Уют». Оформляя заказ, покупатель принимает эти условия полностью.',
        'This offer sets out the terms on which the Uyut online shop sells goods. By placing an order the buyer accepts these terms in full.',
        'Бұл оферта «Уют» интернет-дүкеніндегі тауарларды сату шарттарын белгілейді. Тапсырысты рәсімдеу арқылы сатып алушы осы шарттарды толық қабылдайды.',
      ),
      t('## Заказ и цена', '## Order and price', '## Тапсырыс және баға'),
      t(
        'Цена товара указана на сайте на момент оформления заказа и не меняется после его подтверждения.',
        'The price of an item is the one shown on the site when the order is placed; it does not change after confirmation.',
        'Тауардың бағасы тапсырыс рәсімделген сәтте сайтта көрсетілген баға болып табылады және расталғаннан кейін өзгермейді.',
      ),
      t(
        '- Заказ считается принятым после подтверждения по SMS или электронной почте.',
        '- An order is accepted once it is confirmed by SMS or e-mail.',
        '- Тапсырыс SMS немесе электрондық пошта арқылы расталғаннан кейін қабылданды деп саналады.',
      ),
      t(
        '- Продавец вправе отменить заказ, если товара нет в наличии, и вернёт оплату полностью.',
        '- The seller may cancel an order when the item is out of stock and refunds the payment in full.',
        '- Тауар қолда болмаса, сатушы тапсырыстың күшін жоя алады және төлемді толық қайтарады.',
      ),
      t('## Передача товара', '## Handing over the goods', '## Тауарды беру'),
      t(
        'Право собственности переходит к покупателю в момент получения товара в магазине, пункте выдачи или от курьера.',
        'Ownership passes to the buyer when the goods are received in a shop, at a pickup point or from a courier.',
        'Меншік құқығы сатып алушыға тауарды дүкенде, беру пунктінде немесе курьерден алған сәтте өтеді.',
      ),
    ],
  },
  {
    slug: 'privacy',
    title: t('Политика конфиденциальности', 'Privacy policy', 'Құпиялылық саясаты'),
    body: [
      t(
        'Мы обрабатываем персональные данные покупателей только для выполнения заказов, доставки и связи с покупателем.',
        'We process buyers’ personal data only to fulfil orders, deliver them and keep in touch with the buyer.',
        'Біз сатып алушылардың дербес деректерін тек тапсырыстарды орындау, жеткізу және байланыс үшін өңдейміз.',
      ),
      t('## Какие данные мы храним', '## What we keep', '## Қандай деректерді сақтаймыз'),
      t(
        '- Имя, телефон и адрес электронной почты.',
        '- Name, phone number and e-mail address.',
        '- Аты, телефоны және электрондық пошта мекенжайы.',
      ),
      t(
        '- Адреса доставки и историю заказов.',
        '- Delivery addresses and order history.',
        '- Жеткізу мекенжайлары мен тапсырыстар тарихы.',
      ),
      t(
        'Данные банковских карт обрабатывает банк-эквайер, магазин их не получает и не хранит.',
        'Bank card details are handled by the acquiring bank; the shop neither receives nor stores them.',
        'Банк карталарының деректерін эквайер банк өңдейді, дүкен оларды алмайды және сақтамайды.',
      ),
      t(
        'Вы можете удалить аккаунт в личном кабинете; данные, которые закон требует хранить, остаются только на срок, установленный законом.',
        'You can remove your account in the personal account; data the law requires us to keep stays only for the period the law sets.',
        'Жеке кабинетте аккаунтты жоюға болады; заң сақтауды талап ететін деректер тек заңда белгіленген мерзімге қалады.',
      ),
    ],
  },
  {
    slug: 'warranty',
    title: t('Гарантия', 'Warranty', 'Кепілдік'),
    body: [
      t(
        'На посуду, текстиль и технику для дома действует гарантия производителя; срок указан в описании товара и на ярлыке.',
        'Cookware, textiles and home appliances carry the maker’s warranty; its term is given in the product description and on the label.',
        'Ыдысқа, тоқымаға және үй техникасына өндірушінің кепілдігі беріледі; мерзімі тауар сипаттамасында және жапсырмада көрсетілген.',
      ),
      t(
        'Если товар оказался с недостатком, принесите его в любой магазин сети с чеком: мы заменим его или вернём деньги.',
        'If an item turns out faulty, bring it to any of our shops with the receipt: we replace it or refund the money.',
        'Тауар ақаулы болып шықса, оны чекпен бірге желінің кез келген дүкеніне әкеліңіз: біз оны ауыстырамыз немесе ақшаны қайтарамыз.',
      ),
      t(
        '- Гарантия не распространяется на следы неправильного ухода и механические повреждения.',
        '- The warranty does not cover wrong care or mechanical damage.',
        '- Кепілдік дұрыс күтпеу іздері мен механикалық зақымдарға қолданылмайды.',
      ),
    ],
  },
  {
    slug: 'faq',
    title: t('Частые вопросы', 'Frequently asked questions', 'Жиі қойылатын сұрақтар'),
    body: [
      t('## Как узнать, где мой заказ?', '## Where is my order?', '## Тапсырысым қайда?'),
      t(
        'Статус заказа виден в личном кабинете в разделе «Мои заказы»; об изменениях мы сообщаем по SMS и электронной почте.',
        'The order status is shown in the personal account under “My orders”; we send changes by SMS and e-mail.',
        'Тапсырыс мәртебесі жеке кабинеттегі «Менің тапсырыстарым» бөлімінде көрінеді; өзгерістер туралы SMS және электрондық пошта арқылы хабарлаймыз.',
      ),
      t('## Можно ли изменить заказ?', '## Can I change an order?', '## Тапсырысты өзгертуге бола ма?'),
      t(
        'Пока заказ не передан в доставку, его можно отменить в личном кабинете и оформить заново.',
        'Until the order is handed to delivery you can cancel it in the personal account and place it again.',
        'Тапсырыс жеткізуге берілмейінше, оны жеке кабинетте болдырмай, қайта рәсімдеуге болады.',
      ),
      t(
        '## Как пользоваться подарочной картой?',
        '## How do I use a gift card?',
        '## Сыйлық картасын қалай қолданамын?',
      ),
      t(
        'Введите номер и PIN-код карты при оформлении заказа с онлайн-оплатой; картой можно оплатить весь заказ или его часть.',
        'Enter the card number and PIN at checkout with online payment; a card can pay all of an order or part of it.',
        'Онлайн төлеммен тапсырыс рәсімдегенде карта нөмірі мен PIN-кодын енгізіңіз; картамен тапсырыстың барлығын немесе бір бөлігін төлеуге болады.',
      ),
    ],
  },
  {
    slug: 'gift-certificate',
    title: t('Подарочный сертификат', 'Gift certificate', 'Сыйлық сертификаты'),
    body: [
      t(
        'Подарочный сертификат «Уют» — пластиковая или электронная карта номиналом от 300 до 150 000.',
        'An Uyut gift certificate is a plastic or electronic card worth from 300 to 150,000.',
        '«Уют» сыйлық сертификаты — номиналы 300-ден 150 000-ға дейінгі пластик немесе электрондық карта.',
      ),
      t(
        'Сертификат действует три года и принимается во всех магазинах сети и на сайте.',
        'A certificate is valid for three years in every shop of the chain and on the site.',
        'Сертификат үш жыл жарамды және желінің барлық дүкендерінде және сайтта қабылданады.',
      ),
      t(
        '- Остаток можно потратить в следующих покупках.',
        '- What is left can be spent on later purchases.',
        '- Қалдықты келесі сатып алуларға жұмсауға болады.',
      ),
    ],
  },
];

/** The about page: paragraphs, a quote and the company's facts. */
export const ABOUT: { title: I18nText; body: I18nText[]; quote: I18nText } = {
  title: t('О компании', 'About us', 'Компания туралы'),
  body: [
    t(
      '«Уют» — сеть магазинов товаров для дома, кухни и гардероба. Мы начинали с одного небольшого магазина посуды, а сегодня работаем в нескольких странах.',
      'Uyut is a chain of shops for home, kitchen and fashion goods. We started as one small cookware shop and now work in several countries.',
      '«Уют» — үйге, асүйге және киімге арналған тауарлар дүкендерінің желісі. Біз бір шағын ыдыс дүкенінен бастадық, ал бүгін бірнеше елде жұмыс істейміз.',
    ),
    t(
      'В каталоге больше 5000 товаров: от чугунных сковород и льняных скатертей до пледов, свечей и подарочных наборов.',
      'The catalogue holds over 5,000 products: from cast-iron pans and linen tablecloths to throws, candles and gift sets.',
      'Каталогта 5000-нан астам тауар бар: шойын табадан және зығыр дастарқаннан бастап пледтерге, шамдарға және сыйлық жиынтықтарына дейін.',
    ),
    t(
      'Мы сами отбираем поставщиков, проверяем каждую партию и храним товары на собственных складах, чтобы заказ приезжал быстро.',
      'We choose our suppliers ourselves, check every batch and keep goods in our own warehouses so orders arrive quickly.',
      'Біз жеткізушілерді өзіміз таңдаймыз, әр партияны тексереміз және тапсырыс тез жетуі үшін тауарларды өз қоймаларымызда сақтаймыз.',
    ),
  ],
  quote: t(
    'Дом начинается с мелочей, которые радуют каждый день.',
    'A home begins with small things that bring joy every day.',
    'Үй күн сайын қуантатын ұсақ-түйектен басталады.',
  ),
};

export const CONTACTS_TEXT: { title: I18nText; body: I18nText[] } = {
  title: t('Контакты', 'Contacts', 'Байланыстар'),
  body: [
    t(
      'Служба заботы о покупателях отвечает ежедневно с 9:00 до 21:00. Напишите нам или позвоните — поможем с заказом, доставкой и возвратом.',
      'Customer care answers daily from 9:00 to 21:00. Write or call us and we help with orders, delivery and returns.',
      'Сатып алушыларға қамқорлық қызметі күн сайын 9:00-ден 21:00-ге дейін жауап береді. Бізге жазыңыз немесе қоңырау шалыңыз — тапсырыс, жеткізу және қайтару бойынша көмектесеміз.',
    ),
    t(
      'Предложения о сотрудничестве присылайте на электронную почту отдела закупок.',
      'Send partnership proposals to the purchasing department’s e-mail.',
      'Ынтымақтастық туралы ұсыныстарды сатып алу бөлімінің электрондық поштасына жіберіңіз.',
    ),
  ],
};

/** Per variant: the customer e-mail, the head office and the company's requisites. */
export const COMPANY: Readonly<
  Record<'ru' | 'kz' | 'com', { email: string; office: I18nText; requisites: I18nText[] }>
> = {
  ru: {
    email: 'help@uyut.example',
    office: t('Москва, ул. Тверская, 7', 'Moscow, 7 Tverskaya St', 'Мәскеу, Тверская к-сі, 7'),
    requisites: [
      t('ООО «Уют»', 'Uyut LLC', '«Уют» ЖШҚ'),
      t('ИНН 7701234567, КПП 770101001', 'INN 7701234567, KPP 770101001', 'СТН 7701234567, КПП 770101001'),
      t('ОГРН 1027700000001', 'OGRN 1027700000001', 'НМТН 1027700000001'),
      t('125009, Москва, ул. Тверская, 7', '7 Tverskaya St, Moscow 125009', '125009, Мәскеу, Тверская к-сі, 7'),
    ],
  },
  kz: {
    email: 'help.kz@uyut.example',
    office: t('Астана, проспект Мангилик Ел, 55', 'Astana, 55 Mangilik El Ave', 'Астана, Мәңгілік Ел даңғылы, 55'),
    requisites: [
      t('ТОО «Уют Казахстан»', 'Uyut Kazakhstan LLP', '«Уют Қазақстан» ЖШС'),
      t('БИН 190140012345', 'BIN 190140012345', 'БСН 190140012345'),
      t(
        '010000, Астана, проспект Мангилик Ел, 55',
        '55 Mangilik El Ave, Astana 010000',
        '010000, Астана, Мәңгілік Ел даңғылы, 55',
      ),
    ],
  },
  com: {
    email: 'help.ae@uyut.example',
    office: t('Дубай, Шейх Зайед роуд, 1', 'Dubai, 1 Sheikh Zayed Road', 'Дубай, Шейх Зайед жолы, 1'),
    requisites: [
      t('Uyut Trading LLC', 'Uyut Trading LLC', 'Uyut Trading LLC'),
      t('TRN 100234567800003', 'TRN 100234567800003', 'TRN 100234567800003'),
      t('1 Sheikh Zayed Road, Dubai, ОАЭ', '1 Sheikh Zayed Road, Dubai, UAE', '1 Sheikh Zayed Road, Дубай, БАӘ'),
    ],
  },
};

export const CONTACT_WORDS = {
  email: t('Электронная почта: {email}', 'E-mail: {email}', 'Электрондық пошта: {email}'),
  office: t('Головной офис: {office}', 'Head office: {office}', 'Бас кеңсе: {office}'),
  requisites: t('Реквизиты', 'Company details', 'Деректемелер'),
};

/** Words that fill the phrase banks' {slots}. */
export const SEASONS: readonly I18nText[] = [
  t('весна', 'spring', 'көктем'),
  t('лето', 'summer', 'жаз'),
  t('осень', 'autumn', 'күз'),
  t('зима', 'winter', 'қыс'),
];

export const THEMES: readonly I18nText[] = [
  t('сервировка стола', 'table setting', 'дастарқан жаю'),
  t('уютная спальня', 'a cosy bedroom', 'жайлы жатын бөлме'),
  t('хранение на кухне', 'kitchen storage', 'асүйде сақтау'),
  t('домашний текстиль', 'home textiles', 'үй тоқымасы'),
  t('праздничный декор', 'festive decor', 'мерекелік безендіру'),
  t('завтрак на балконе', 'breakfast on the balcony', 'балкондағы таңғы ас'),
  t('чугунная посуда', 'cast-iron cookware', 'шойын ыдыс'),
  t('детская комната', 'a children’s room', 'балалар бөлмесі'),
];

export interface Template {
  title: I18nText;
  summary: I18nText;
}

/** News headlines; {city}, {collection}, {n} and {season} are filled per item. */
export const NEWS_TEMPLATES: readonly Template[] = [
  {
    title: t('Открылся магазин в городе {city}', 'A new shop opens in {city}', '{city} қаласында дүкен ашылды'),
    summary: t(
      'Новый магазин площадью {n}0 м² ждёт покупателей каждый день.',
      'The new {n}0 m² shop welcomes shoppers every day.',
      'Аумағы {n}0 м² жаңа дүкен сатып алушыларды күн сайын күтеді.',
    ),
  },
  {
    title: t(
      'Коллекция «{collection}» уже в продаже',
      'The {collection} collection is in the shops',
      '«{collection}» коллекциясы сатылымда',
    ),
    summary: t(
      'Посуда, текстиль и декор в одной палитре.',
      'Cookware, textiles and decor in one palette.',
      'Бір түстегі ыдыс, тоқыма және декор.',
    ),
  },
  {
    title: t(
      'Скидки до {n}0% на товары сезона',
      'Up to {n}0% off the season’s goods',
      'Маусым тауарларына {n}0%-ға дейін жеңілдік',
    ),
    summary: t(
      'Распродажа идёт в магазинах и на сайте.',
      'The sale runs in the shops and on the site.',
      'Жеңілдіктер дүкендерде және сайтта жүреді.',
    ),
  },
  {
    title: t(
      'Доставка в город {city} стала быстрее',
      'Faster delivery to {city}',
      '{city} қаласына жеткізу жылдамдады',
    ),
    summary: t(
      'Курьер привезёт заказ уже на следующий день.',
      'A courier now brings the order the next day.',
      'Курьер тапсырысты келесі күні-ақ әкеледі.',
    ),
  },
  {
    title: t(
      'Режим работы магазинов в праздники',
      'Shop hours over the holidays',
      'Мереке күндері дүкендердің жұмыс уақыты',
    ),
    summary: t(
      'Магазины работают по сокращённому графику {n} дня.',
      'Shops keep shorter hours for {n} days.',
      'Дүкендер {n} күн қысқартылған кестемен жұмыс істейді.',
    ),
  },
  {
    title: t('Подарочные карты с новым дизайном', 'Gift cards with a new design', 'Жаңа дизайндағы сыйлық карталары'),
    summary: t(
      'Выберите один из {n} дизайнов и отправьте карту по SMS.',
      'Choose one of {n} designs and send the card by SMS.',
      '{n} дизайнның бірін таңдап, картаны SMS арқылы жіберіңіз.',
    ),
  },
  {
    title: t(
      'Сезон «{season}»: что нового в каталоге',
      'The {season} season: what is new',
      'Каталогта не жаңа: «{season}» маусымы',
    ),
    summary: t(
      'Больше {n}00 новинок для дома и кухни.',
      'Over {n}00 new items for home and kitchen.',
      'Үй мен асүйге арналған {n}00-ден астам жаңа тауар.',
    ),
  },
];

/** Blog topics; {theme} and {n} are filled per post. */
export const BLOG_TEMPLATES: readonly Template[] = [
  {
    title: t('{n} идей: {theme}', '{n} ideas for {theme}', '{n} идея: {theme}'),
    summary: t(
      'Простые решения, которые меняют дом без ремонта.',
      'Simple ideas that change a home without renovation.',
      'Жөндеусіз үйді өзгертетін қарапайым шешімдер.',
    ),
  },
  {
    title: t('Как выбрать: {theme}', 'How to choose: {theme}', 'Қалай таңдау керек: {theme}'),
    summary: t(
      'Разбираемся в материалах, размерах и уходе.',
      'A guide to materials, sizes and care.',
      'Материалдарды, өлшемдерді және күтімді түсінеміз.',
    ),
  },
  {
    title: t('Уход за вещами: {theme}', 'Caring for things: {theme}', 'Заттарды күту: {theme}'),
    summary: t(
      'Чтобы любимые вещи служили {n} лет и дольше.',
      'So favourite things last {n} years and more.',
      'Сүйікті заттар {n} жыл және одан да ұзақ қызмет етуі үшін.',
    ),
  },
];

/** Sentences blog posts and news are composed from. */
export const BODY_SENTENCES: readonly I18nText[] = [
  t(
    'Начните с малого: одна новая деталь способна изменить настроение всей комнаты.',
    'Start small: one new detail can change the mood of a whole room.',
    'Кішіден бастаңыз: бір жаңа бөлшек бүкіл бөлменің көңіл-күйін өзгерте алады.',
  ),
  t(
    'Натуральные материалы — лён, хлопок, дерево и керамика — делают интерьер теплее.',
    'Natural materials — linen, cotton, wood and ceramics — make a room warmer.',
    'Табиғи материалдар — зығыр, мақта, ағаш және керамика — интерьерді жылырақ етеді.',
  ),
  t(
    'Сочетайте не больше трёх цветов, и комната будет выглядеть спокойно.',
    'Combine no more than three colours and the room looks calm.',
    'Үш түстен артық біріктірмеңіз, сонда бөлме тыныш көрінеді.',
  ),
  t(
    'Хорошая сковорода служит годами, если не мыть её в посудомоечной машине.',
    'A good pan lasts for years if it never goes into the dishwasher.',
    'Жақсы таба ыдыс жуатын машинада жумаса, жылдар бойы қызмет етеді.',
  ),
  t(
    'Текстиль легко менять по сезону: летом светлый лён, зимой плотная шерсть.',
    'Textiles change easily with the season: light linen in summer, thick wool in winter.',
    'Тоқыманы маусымға қарай оңай ауыстыруға болады: жазда ашық түсті зығыр, қыста қалың жүн.',
  ),
  t(
    'Закрытые контейнеры и подписанные банки освобождают место и время на кухне.',
    'Closed containers and labelled jars free up space and time in the kitchen.',
    'Жабық контейнерлер мен белгіленген банкалар асүйде орын мен уақытты босатады.',
  ),
  t(
    'Свечи и мягкий свет вечером помогают отдохнуть после рабочего дня.',
    'Candles and soft light in the evening help to rest after work.',
    'Кешкі шамдар мен жұмсақ жарық жұмыс күнінен кейін демалуға көмектеседі.',
  ),
  t(
    'В наших магазинах консультанты помогут подобрать комплект под ваш интерьер.',
    'In our shops consultants help to put together a set for your home.',
    'Біздің дүкендерде кеңесшілер интерьеріңізге жиынтық таңдауға көмектеседі.',
  ),
  t(
    'Перед покупкой измерьте стол и кровать: так скатерть и плед лягут точно по размеру.',
    'Measure the table and bed before buying so the tablecloth and throw fit exactly.',
    'Сатып алмас бұрын үстел мен төсекті өлшеңіз: сонда дастарқан мен плед дәл келеді.',
  ),
  t(
    'Посуда одной серии легко докупается, и сервиз со временем растёт вместе с семьёй.',
    'Tableware from one series is easy to add to, so the set grows with the family.',
    'Бір сериядағы ыдысты оңай толықтыруға болады, сервиз отбасымен бірге өседі.',
  ),
  t(
    'Заказ из интернет-магазина можно забрать в ближайшем магазине уже через три часа.',
    'An online order can be picked up in the nearest shop within three hours.',
    'Интернет-дүкеннен тапсырысты жақын дүкеннен үш сағаттан кейін-ақ алуға болады.',
  ),
  t(
    'Мы благодарим покупателей, которые делятся отзывами: они помогают выбрать другим.',
    'We thank shoppers who write reviews: they help others to choose.',
    'Пікір қалдыратын сатып алушыларға алғыс айтамыз: олар басқаларға таңдауға көмектеседі.',
  ),
];

/** Good news: the company's charity and care stories. */
export const GOOD_NEWS: readonly Template[] = [
  {
    title: t('Пледы для дома престарелых', 'Throws for a care home', 'Қарттар үйіне пледтер'),
    summary: t(
      'Покупатели собрали {n}00 пледов.',
      'Shoppers collected {n}00 throws.',
      'Сатып алушылар {n}00 плед жинады.',
    ),
  },
  {
    title: t('Посуда для детских лагерей', 'Tableware for children’s camps', 'Балалар лагерьлеріне ыдыс'),
    summary: t('Передали {n} комплектов посуды.', 'We gave {n} tableware sets.', '{n} ыдыс жиынтығын бердік.'),
  },
  {
    title: t('Сбор корма для приютов', 'Pet food for shelters', 'Баспаналарға жем жинау'),
    summary: t(
      'В магазинах стоят {n}0 коробок для сбора.',
      '{n}0 collection boxes stand in the shops.',
      'Дүкендерде {n}0 жинау қорабы тұр.',
    ),
  },
  {
    title: t('Переработка упаковки', 'Packaging recycling', 'Қаптаманы қайта өңдеу'),
    summary: t(
      'Сдали на переработку {n} тонн картона.',
      'We recycled {n} tonnes of cardboard.',
      '{n} тонна картон қайта өңдеуге тапсырылды.',
    ),
  },
];

export const MAGAZINE_TITLES: readonly I18nText[] = [
  t('Журнал «Уют»: весенний номер', 'Uyut magazine: the spring issue', '«Уют» журналы: көктемгі нөмір'),
  t('Журнал «Уют»: летний номер', 'Uyut magazine: the summer issue', '«Уют» журналы: жазғы нөмір'),
  t('Журнал «Уют»: зимний номер', 'Uyut magazine: the winter issue', '«Уют» журналы: қысқы нөмір'),
];

export const LOOK_TITLES: readonly I18nText[] = [
  t('Образ для завтрака', 'A breakfast look', 'Таңғы асқа арналған образ'),
  t('Вечер дома', 'An evening at home', 'Үйдегі кеш'),
  t('Гости на выходных', 'Weekend guests', 'Демалыс күнгі қонақтар'),
  t('Прогулка в городе', 'A walk in town', 'Қаладағы серуен'),
  t('Праздничный стол', 'A festive table', 'Мерекелік дастарқан'),
  t('Тихое утро', 'A quiet morning', 'Тыныш таң'),
];

export const LOOKBOOK_INTRO: I18nText = t(
  'Лукбук коллекции «{collection}»: готовые сочетания вещей, которые можно купить целиком или по одной.',
  'The {collection} lookbook: ready combinations you can buy whole or one piece at a time.',
  '«{collection}» коллекциясының лукбугі: толығымен немесе бір-бірлеп сатып алуға болатын дайын үйлесімдер.',
);

export const UI_WORDS = {
  shop: t('Уют', 'Uyut', 'Уют'),
  lookbook: t('Лукбук', 'Lookbook', 'Лукбук'),
  products: t('Товары из статьи', 'Products from the article', 'Мақаладағы тауарлар'),
  looks: t('Образы номера', 'Looks of the issue', 'Нөмірдің образдары'),
};
