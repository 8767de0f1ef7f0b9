/**
 * 1C CommerceML 2 files read into the import's rows (the CSV's columns, docs/catalog-csv.md), so
 * both formats share one checking and applying job. `import.xml` (Классификатор and Каталог) gives
 * category groups and products (with their pictures' file names); `offers.xml` (ПакетПредложений)
 * gives prices per price type (one type may be the old, crossed-out price) and stock, per product or
 * per size (an offer `product#characteristic` whose characteristic is its size). The XML is read by a streaming parser that knows no DTD: a DOCTYPE (and with it any
 * entity definition) is refused, and so is an unknown entity or a broken tag, naming the line.
 */

import { VARIANT_KEYS, VARIANTS, type VariantKey } from '@storefront/domain/variants';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ImportRowError } from '../../db/schema/catalog-ops.ts';

/** One row of an import: its line in the file and the columns it sets (a column absent: unchanged). */
export interface ImportRow {
  line: number;
  cells: Record<string, string>;
  /** CommerceML: the product's pictures (Картинка, paths relative to import.xml), in order. */
  pictures?: string[];
}

/** A category group of the classifier. */
export interface CmlGroup {
  line: number;
  externalId: string;
  parentExternalId: string | null;
  name: string;
}

export interface CmlFile {
  format: 'cml-import' | 'cml-offers';
  groups: CmlGroup[];
  rows: ImportRow[];
  /** Problems of single records found while reading (an offer's price type or warehouse unknown…). */
  problems: ImportRowError[];
}

/** The file is not well-formed XML, or not CommerceML: the reason, the line and the column. */
export class CmlFileError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

export interface CmlOptions {
  /** The store an offer's plain Количество is counted in (offers with Склад name their stores themselves). */
  stockStoreId: number | null;
  /** Price types (by Ид or Наименование, any case) that are the old, crossed-out price of a discount. */
  oldPriceTypes: readonly string[];
}

/** Messages of the record problems (domain message keys, shown in the import's report). */
export const CML_MESSAGES = {
  noId: 'staff.catalogue.error.cmlNoId',
  priceType: 'staff.catalogue.error.cmlPriceType',
  currency: 'staff.catalogue.error.cmlCurrency',
  noSize: 'staff.catalogue.error.cmlNoSize',
  warehouse: 'staff.catalogue.error.unknownStore',
} as const;

interface Node {
  name: string;
  line: number;
  attributes: Record<string, string>;
  text: string;
  children: Node[];
}

const child = (node: Node | undefined, name: string) => node?.children.find((c) => c.name === name);
const children = (node: Node | undefined, name: string) => node?.children.filter((c) => c.name === name) ?? [];
const textOf = (node: Node | undefined, name: string) => child(node, name)?.text.trim() ?? '';

/** The paths (element names from the root) whose elements are read whole, as small trees. */
const RECORDS = new Set([
  'КоммерческаяИнформация/Классификатор/Группы/Группа',
  'КоммерческаяИнформация/Классификатор/Свойства/Свойство',
  'КоммерческаяИнформация/Каталог/Товары/Товар',
  'КоммерческаяИнформация/ПакетПредложений/ТипыЦен/ТипЦены',
  'КоммерческаяИнформация/ПакетПредложений/Предложения/Предложение',
]);
/** How deep the records lie: an element below that is never one, and its path is not written out. */
const RECORD_DEPTH = Math.max(...[...RECORDS].map((path) => path.split('/').length));

/** Property names (lower case) that fill the product's brand, colour and material. */
const PROPERTY_COLUMNS: Record<string, 'brand' | 'colour' | 'material'> = {
  бренд: 'brand',
  производитель: 'brand',
  brand: 'brand',
  цвет: 'colour',
  color: 'colour',
  colour: 'colour',
  материал: 'material',
  material: 'material',
};

/** The variant whose currency a price type is in ('RUB', 'руб', '643'…), or null. */
function variantOfCurrency(currency: string): VariantKey | null {
  const c = currency.trim().toLowerCase();
  const aliases: Record<string, string> = { руб: 'RUB', '643': 'RUB', тенге: 'KZT', '398': 'KZT', '784': 'AED' };
  const code = aliases[c.replace(/\.$/, '')] ?? c.toUpperCase();
  return VARIANT_KEYS.find((v) => VARIANTS[v].currency === code) ?? null;
}

/** A price type: the variant its currency sells in (null: none of the shop's), and whether it is the old price. */
interface PriceType {
  currency: string;
  variant: VariantKey | null;
  old: boolean;
}

/**
 * The size of a characteristic (`product#characteristic` in an offer's or a product's Ид): the value of
 * its ХарактеристикаТовара named like Размер or Size ("Размер обуви" too); '' when it names none.
 */
function sizeOf(node: Node): string {
  const size = children(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара').find((c) =>
    /размер|size/i.test(textOf(c, 'Наименование')),
  );
  return size ? textOf(size, 'Значение') : '';
}

/** The CommerceML number ('1234.50', '1 234,50') as the CSV writes a whole-currency amount. */
const amount = (text: string) => text.replace(/\s/g, '').replace(',', '.');

/** saxes starts its messages with "line:column: ". */
function parserFailure(error: Error, line: number, column: number): CmlFileError {
  const at = /^(\d+):(\d+): /.exec(error.message);
  return new CmlFileError(
    at ? Number(at[1]) : line,
    at ? Number(at[2]) : column,
    error.message.slice(at?.[0].length ?? 0),
  );
}

/** Reads a CommerceML file. */
export function parseCommerceMl(text: string, options: CmlOptions): CmlFile {
  const reader = recordReader(options);
  const format = streamRecords(text, reader.read);
  return { format, groups: reader.groups, rows: reader.rows, problems: reader.problems };
}

/**
 * Streams the XML, handing each record (RECORDS) whole to `onRecord` as it closes; the document's
 * format, or a CmlFileError for a DOCTYPE, a document that is not CommerceML or broken XML.
 */
function streamRecords(text: string, onRecord: (record: Node) => void): CmlFile['format'] {
  const parser = new SaxesParser({ position: true, xmlns: false });
  const stack: string[] = [];
  let capture: Node[] = [];
  let record: Node | null = null;
  let format: CmlFile['format'] | null = null;
  let failure: CmlFileError | null = null;

  const fail = (reason: string): never => {
    throw new CmlFileError(parser.line, parser.column, reason);
  };
  parser.on('error', (error) => {
    failure ??= parserFailure(error, parser.line, parser.column);
  });
  parser.on('doctype', () => fail('a DOCTYPE (DTD) is not allowed'));
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = tag.name.replace(/^[^:]*:/, '');
    if (stack.length === 0 && name !== 'КоммерческаяИнформация')
      fail('not a CommerceML document (КоммерческаяИнформация expected)');
    stack.push(name);
    // Joining the names at every depth would cost each tag the depth: quadratic in a deeply nested file.
    const path = stack.length <= RECORD_DEPTH ? stack.join('/') : '';
    if (path === 'КоммерческаяИнформация/Каталог' || path === 'КоммерческаяИнформация/Классификатор')
      format ??= 'cml-import';
    if (path === 'КоммерческаяИнформация/ПакетПредложений') format ??= 'cml-offers';
    if (!record && !RECORDS.has(path)) return;
    const node: Node = {
      name,
      line: parser.line,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    };
    if (record) capture.at(-1)?.children.push(node);
    else record = node;
    capture.push(node);
  });
  const addText = (t: string) => {
    const node = capture.at(-1);
    if (node) node.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
    if (!record) return;
    capture.pop();
    if (capture.length > 0) return;
    const done = record;
    record = null;
    capture = [];
    onRecord(done);
  });

  // Written in slices so a failure stops the reading early; the parser itself holds one record at a time.
  for (let at = 0, end = 0; at < text.length && !failure; at = end) {
    end = Math.min(text.length, at + (1 << 16));
    // A slice never ends inside a surrogate pair.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end += 1;
    try {
      parser.write(text.slice(at, end));
    } catch (error) {
      if (error instanceof CmlFileError) throw error;
      failure ??= parserFailure(error as Error, parser.line, parser.column);
    }
  }
  if (!failure) {
    try {
      parser.close();
    } catch (error) {
      failure ??= parserFailure(error as Error, parser.line, parser.column);
    }
  }
  if (failure) throw failure;
  if (!format)
    throw new CmlFileError(parser.line, parser.column, 'neither Каталог/Классификатор nor ПакетПредложений found');
  return format;
}

/**
 * Turns records, in the file's order, into category groups, import rows and record problems:
 * properties and price types are kept for the products and offers after them.
 */
function recordReader(options: CmlOptions) {
  const groups: CmlGroup[] = [];
  const rows: ImportRow[] = [];
  const problems: ImportRowError[] = [];
  const properties = new Map<string, { column: string | undefined; values: Map<string, string> }>();
  const priceTypes = new Map<string, PriceType>();
  /** How many price types are an old price in each variant, kept as they are read: every offer asks. */
  const oldTypesInVariant = new Map<VariantKey, number>();
  const oldPriceTypes = new Set(options.oldPriceTypes.map((t) => t.trim().toLowerCase()));

  function readGroup(node: Node, parent: string | null) {
    const externalId = textOf(node, 'Ид');
    if (!externalId) problems.push({ line: node.line, field: 'Ид', message: CML_MESSAGES.noId });
    else groups.push({ line: node.line, externalId, parentExternalId: parent, name: textOf(node, 'Наименование') });
    for (const sub of children(child(node, 'Группы'), 'Группа')) readGroup(sub, externalId || parent);
  }

  function readProperty(node: Node) {
    const values = new Map<string, string>();
    for (const v of children(child(node, 'ВариантыЗначений'), 'Справочник'))
      values.set(textOf(v, 'ИдЗначения'), textOf(v, 'Значение'));
    const column = PROPERTY_COLUMNS[textOf(node, 'Наименование').toLowerCase()];
    properties.set(textOf(node, 'Ид'), { column, values });
  }

  function readPriceType(node: Node) {
    const id = textOf(node, 'Ид');
    const currency = textOf(node, 'Валюта');
    const type: PriceType = {
      currency,
      variant: variantOfCurrency(currency),
      old: oldPriceTypes.has(id.toLowerCase()) || oldPriceTypes.has(textOf(node, 'Наименование').toLowerCase()),
    };
    countOldType(priceTypes.get(id), -1);
    countOldType(type, 1);
    priceTypes.set(id, type);
  }

  function countOldType(type: PriceType | undefined, change: 1 | -1) {
    if (type?.old && type.variant)
      oldTypesInVariant.set(type.variant, (oldTypesInVariant.get(type.variant) ?? 0) + change);
  }

  /** The product and size of a record's Ид (`product` or `product#characteristic`), or null after a problem. */
  function idOf(node: Node): { productId: string; size: string } | null {
    const [productId = '', characteristic] = textOf(node, 'Ид').split('#');
    if (!productId) {
      problems.push({ line: node.line, field: 'Ид', message: CML_MESSAGES.noId });
      return null;
    }
    const size = characteristic ? sizeOf(node) : '';
    if (characteristic && !size) {
      problems.push({ line: node.line, field: 'ХарактеристикиТовара', message: CML_MESSAGES.noSize });
      return null;
    }
    return { productId, size };
  }

  function readProduct(node: Node) {
    const id = idOf(node);
    if (!id) return;
    const deleted = (node.attributes.Статус ?? textOf(node, 'Статус')).toLowerCase() === 'удален';
    const cells: Record<string, string> = {
      external_id: id.productId,
      article: textOf(node, 'Артикул') || id.productId,
      size: id.size,
      name_ru: textOf(node, 'Наименование'),
      description_ru: textOf(node, 'Описание'),
      published: deleted ? '0' : '1',
    };
    const group = textOf(child(node, 'Группы'), 'Ид');
    if (group) cells.category = group;
    const maker = textOf(child(node, 'Изготовитель'), 'Наименование');
    if (maker) cells.brand = maker;
    for (const value of children(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства')) {
      const property = properties.get(textOf(value, 'Ид'));
      const raw = textOf(value, 'Значение');
      if (property?.column && raw) cells[property.column] = property.values.get(raw) ?? raw;
    }
    const pictures = children(node, 'Картинка')
      .map((p) => p.text.trim())
      .filter(Boolean);
    rows.push({ line: node.line, cells, pictures });
  }

  function readOffer(node: Node) {
    const id = idOf(node);
    if (!id) return;
    const cells: Record<string, string> = { external_id: id.productId, size: id.size };
    const oldPrices: Partial<Record<VariantKey, string>> = {};
    for (const price of children(child(node, 'Цены'), 'Цена')) {
      const type = priceTypes.get(textOf(price, 'ИдТипаЦены'));
      const currency = type?.currency ?? textOf(price, 'Валюта');
      const variant = type?.variant ?? variantOfCurrency(currency);
      if (!type && !currency) problems.push({ line: price.line, field: 'ИдТипаЦены', message: CML_MESSAGES.priceType });
      else if (!variant)
        problems.push({ line: price.line, field: 'Валюта', message: CML_MESSAGES.currency, params: { currency } });
      else if (type?.old) oldPrices[variant] = amount(textOf(price, 'ЦенаЗаЕдиницу'));
      else cells[`price_${variant}`] ??= amount(textOf(price, 'ЦенаЗаЕдиницу'));
    }
    // Where the file has an old price type, an offer's price without an old one above it is no discount (1C often
    // repeats the price as the old one): the old price is cleared, so a discount ended in 1C ends in the shop too.
    for (const variant of VARIANT_KEYS) {
      const price = cells[`price_${variant}`];
      const hasOldType = (oldTypesInVariant.get(variant) ?? 0) > 0;
      if (price === undefined || !hasOldType) continue;
      const old = oldPrices[variant];
      cells[`old_price_${variant}`] = old !== undefined && !(Number(old) <= Number(price)) ? old : '';
    }
    const stores = children(node, 'Склад');
    for (const store of stores) {
      const id = store.attributes.ИдСклада ?? '';
      if (!/^[1-9][0-9]{0,8}$/.test(id))
        problems.push({ line: store.line, field: 'Склад', message: CML_MESSAGES.warehouse });
      else cells[`stock_${id}`] = amount(store.attributes.КоличествоНаСкладе ?? '');
    }
    const quantity = textOf(node, 'Количество');
    if (stores.length === 0 && quantity && options.stockStoreId !== null)
      cells[`stock_${options.stockStoreId}`] = amount(quantity);
    rows.push({ line: node.line, cells });
  }

  function read(record: Node) {
    if (record.name === 'Группа') readGroup(record, null);
    else if (record.name === 'Свойство') readProperty(record);
    else if (record.name === 'Товар') readProduct(record);
    else if (record.name === 'ТипЦены') readPriceType(record);
    else readOffer(record);
  }

  return { read, groups, rows, problems };
}
