/**
 * Writing XML by hand for the feeds and sitemaps: text and attribute values escaped, and the
 * characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/U+FFFF)
 * dropped, so a stray byte in a product's description never makes the whole feed unreadable.
 */

// Everything outside XML 1.0's Char production: C0 controls but tab, line feed and carriage return,
// lone surrogates, and the two non-characters U+FFFE and U+FFFF.
const NOT_XML_CHAR =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** A value for element text or a quoted attribute. */
export function escapeXml(value: string | number): string {
  return String(value)
    .replace(NOT_XML_CHAR, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `<name attr="…">text</name>`, or nothing for a missing value (optional feed fields). */
export function element(
  name: string,
  text: string | number | null | undefined,
  attributes: Readonly<Record<string, string | number>> = {},
): string {
  if (text === null || text === undefined || text === '') return '';
  return `<${name}${attributeList(attributes)}>${escapeXml(text)}</${name}>`;
}

export function attributeList(attributes: Readonly<Record<string, string | number>>): string {
  return Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
