/**
 * The editor's text format for an entry's body: a small, line-based markup that maps one-to-one to
 * the stored blocks (never HTML, so nothing an editor types can become markup on the page).
 * Blocks are separated by blank lines:
 *   ## Heading / ### Subheading
 *   - item (every line of the block)
 *   > quote, with an optional last line "— author"
 *   ![alt text](image key "caption")
 *   [products: 12, 15, 40 "Title"]
 *   [looks: lookbook-slug]
 *   anything else: a paragraph (its lines joined with spaces)
 */

export type MarkupBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string; level: 2 | 3 }
  | { type: 'list'; items: string[] }
  | { type: 'quote'; text: string; cite?: string }
  | { type: 'image'; key: string; alt: string; caption?: string }
  | { type: 'products'; title?: string; productIds: number[] }
  | { type: 'looks'; lookbook: string };

export const CONTENT_LIMITS = {
  slug: /^[a-z0-9][a-z0-9-_.]{0,199}$/,
  title: 200,
  summary: 500,
  body: 50_000,
  blocks: 200,
} as const;

/** Message keys of the content editor's field errors (the API answers them, the back office words them). */
export const CONTENT_MESSAGES = {
  slugFormat: 'staff.content.error.slugFormat',
  slugNoPage: 'staff.content.error.slugNoPage',
  slugTaken: 'staff.content.error.slugTaken',
  pictureKey: 'staff.content.error.pictureKey',
} as const;

/** Message keys of the looks editor's field errors (the API answers them, the back office words them). */
export const LOOK_MESSAGES = {
  titleNeeded: 'staff.looks.titleNeeded',
  categoryNeeded: 'staff.looks.categoryNeeded',
  imageNeeded: 'staff.looks.imageNeeded',
  /** Worded with {list}: the ids and SKUs no product has. */
  unknownProducts: 'staff.looks.unknownProducts',
} as const;

/** What can be wrong with one block of the markup: message keys, worded with the block's {line}. */
export const MARKUP_PROBLEMS = {
  heading: 'staff.content.markup.heading',
  list: 'staff.content.markup.list',
  picture: 'staff.content.markup.picture',
  pictureKey: 'staff.content.markup.pictureKey',
  products: 'staff.content.markup.products',
  looks: 'staff.content.markup.looks',
} as const;

const IMAGE = /^!\[([^\]]*)\]\(([A-Za-z0-9_./-]+)(?:\s+"([^"]*)")?\)$/;
// The ids and the title are told apart by the quote, not by where spaces end: with spaces matched
// in three places (/^\[products:\s*([\d,\s]+?)(?:\s+"([^"]*)")?\]$/) a long line took cubic time.
const PRODUCTS = /^\[products:([\d,\s]+)(?:"([^"]*)")?\]$/;
const LOOKS = /^\[looks:\s*([a-z0-9-_.]+)\]$/i;

export interface MarkupError {
  /** 1-based line where the faulty block starts. */
  line: number;
  /** A MARKUP_PROBLEMS key. */
  message: (typeof MARKUP_PROBLEMS)[keyof typeof MARKUP_PROBLEMS];
}

/** Blocks of the markup, or the first error with its line. */
export function parseMarkup(source: string): { blocks: MarkupBlock[] } | { error: MarkupError } {
  const blocks: MarkupBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let chunk: string[] = [];
  let start = 1;
  const flush = (): MarkupError | null => {
    const block = chunk.length ? parseBlock(chunk) : null;
    chunk = [];
    if (typeof block === 'string') return { line: start, message: block };
    if (block) blocks.push(block);
    return null;
  };
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') {
      const error = flush();
      if (error) return { error };
      continue;
    }
    if (chunk.length === 0) start = i + 1;
    chunk.push(line);
  }
  const error = flush();
  return error ? { error } : { blocks };
}

/** One block from its non-empty lines, or an error message. */
function parseBlock(lines: string[]): MarkupBlock | MarkupError['message'] {
  const first = lines[0] ?? '';
  const joined = lines.join(' ');
  if (first.startsWith('### ')) return { type: 'heading', level: 3, text: joined.slice(4).trim() };
  if (first.startsWith('## ')) return { type: 'heading', level: 2, text: joined.slice(3).trim() };
  if (first.startsWith('#')) return MARKUP_PROBLEMS.heading;
  if (first.startsWith('- ')) {
    if (!lines.every((l) => l.startsWith('- '))) return MARKUP_PROBLEMS.list;
    return { type: 'list', items: lines.map((l) => l.slice(2).trim()) };
  }
  if (first.startsWith('>')) {
    const body = lines.map((l) => l.replace(/^>\s?/, ''));
    const last = body[body.length - 1] ?? '';
    const cite = body.length > 1 && last.startsWith('— ') ? last.slice(2).trim() : undefined;
    const text = (cite ? body.slice(0, -1) : body).join(' ').trim();
    return cite ? { type: 'quote', text, cite } : { type: 'quote', text };
  }
  if (first.startsWith('![')) {
    const m = lines.length === 1 ? IMAGE.exec(first) : null;
    if (!m) return MARKUP_PROBLEMS.picture;
    const [, alt = '', key = '', caption] = m;
    if (key.split('/').some((s) => s === '..' || s === '.' || s === '')) return MARKUP_PROBLEMS.pictureKey;
    return caption ? { type: 'image', key, alt: alt.trim(), caption } : { type: 'image', key, alt: alt.trim() };
  }
  if (first.startsWith('[products:')) {
    const m = lines.length === 1 ? PRODUCTS.exec(first) : null;
    // A title stands apart from the ids by a space.
    const spaced = m?.[2] === undefined || /\s$/.test(m[1] ?? '');
    const ids = m?.[1]?.split(',').map((s) => Number(s.trim())) ?? [];
    if (!m || !spaced || ids.length === 0 || ids.some((n) => !Number.isInteger(n) || n <= 0)) {
      return MARKUP_PROBLEMS.products;
    }
    return m[2] ? { type: 'products', productIds: ids, title: m[2] } : { type: 'products', productIds: ids };
  }
  if (first.startsWith('[looks:')) {
    const m = lines.length === 1 ? LOOKS.exec(first) : null;
    if (!m?.[1]) return MARKUP_PROBLEMS.looks;
    return { type: 'looks', lookbook: m[1] };
  }
  return { type: 'paragraph', text: joined };
}

/** The markup of stored blocks (what the editor shows); parseMarkup(toMarkup(b)) gives b back. */
export function toMarkup(blocks: readonly MarkupBlock[]): string {
  return blocks.map(markupOf).join('\n\n');
}

function markupOf(b: MarkupBlock): string {
  switch (b.type) {
    case 'paragraph':
      return b.text;
    case 'heading':
      return `${b.level === 2 ? '##' : '###'} ${b.text}`;
    case 'list':
      return b.items.map((i) => `- ${i}`).join('\n');
    case 'quote':
      return `> ${b.text}${b.cite ? `\n> — ${b.cite}` : ''}`;
    case 'image':
      return `![${b.alt.replace(/\]/g, '')}](${b.key}${b.caption ? ` "${b.caption.replace(/"/g, '')}"` : ''})`;
    case 'products':
      return `[products: ${b.productIds.join(', ')}${b.title ? ` "${b.title.replace(/"/g, '')}"` : ''}]`;
    case 'looks':
      return `[looks: ${b.lookbook}]`;
  }
}
