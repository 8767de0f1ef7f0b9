/**
 * Placeholder product pictures drawn as SVG: a soft background, a stylised silhouette of the
 * category family in the product colour, and the product name. Pure and deterministic: the same
 * input always gives the same bytes, so responses cache well. No external fonts or images.
 */

export interface ProductImageInput {
  productId: number;
  /** Picture number of the product, from 1. */
  index: number;
  colourHex: string;
  /** Category family: 'kitchen' | 'home' | 'fashion' | 'gifts'; anything else gets a neutral box. */
  kind: string;
  label: string;
}

const SIZE = 600;
const FALLBACK_COLOUR = '#9da0a3';
const BACKGROUNDS = ['#f7f4ef', '#f1f4f7', '#f4f1f7', '#f2f6f1', '#f8f1ee'];
const LABEL_LINE_CHARS = 32;

/** Escapes text for XML content and attribute values, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing these characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

type Rgb = [number, number, number];

/** Only #rgb / #rrggbb reach the markup; anything else falls back to grey. */
function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1] ?? FALLBACK_COLOUR.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;

/** Small deterministic hash (mulberry32 step) for layout variation. */
function hash(...parts: number[]): number {
  let h = 0x2f6b1d3;
  for (const part of parts) {
    h = Math.imul(h ^ (part | 0), 0x5bd1e995);
    h ^= h >>> 15;
  }
  let t = (h + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

interface Paint {
  fill: string;
  light: string;
  stroke: string;
}

type Shape = (p: Paint) => string;

const outline = (p: Paint) => `fill="${p.fill}" stroke="${p.stroke}" stroke-width="6" stroke-linejoin="round"`;

/** Silhouettes drawn in a 600 box around (300, 300); the product id picks one per family. */
const SHAPES: Readonly<Record<string, readonly Shape[]>> = {
  kitchen: [
    // Saucepan with lid and handles.
    (p) =>
      `<rect x="110" y="250" width="70" height="24" rx="12" fill="${p.stroke}"/>` +
      `<rect x="420" y="250" width="70" height="24" rx="12" fill="${p.stroke}"/>` +
      `<rect x="170" y="225" width="260" height="200" rx="30" ${outline(p)}/>` +
      `<rect x="150" y="200" width="300" height="34" rx="17" ${outline(p)}/>` +
      `<rect x="278" y="170" width="44" height="34" rx="12" fill="${p.stroke}"/>`,
    // Mug.
    (p) =>
      `<path d="M390 245 h28 a50 50 0 0 1 0 100 h-28" fill="none" stroke="${p.stroke}" stroke-width="26"/>` +
      `<rect x="190" y="185" width="210" height="250" rx="28" ${outline(p)}/>` +
      `<rect x="215" y="205" width="24" height="200" rx="12" fill="${p.light}" opacity="0.55"/>`,
    // Plate seen from above.
    (p) =>
      `<circle cx="300" cy="300" r="190" ${outline(p)}/>` +
      `<circle cx="300" cy="300" r="122" fill="${p.light}" opacity="0.6" stroke="${p.stroke}" stroke-width="3"/>`,
  ],
  home: [
    // Vase.
    (p) =>
      `<path d="M262 140 h76 v34 c0 34 74 62 74 150 c0 76 -44 116 -112 116 c-68 0 -112 -40 -112 -116 c0 -88 74 -116 74 -150 z" ${outline(p)}/>` +
      `<path d="M238 300 c0 -40 20 -70 40 -90" fill="none" stroke="${p.light}" stroke-width="14" stroke-linecap="round" opacity="0.6"/>`,
    // Table lamp.
    (p) =>
      `<rect x="290" y="285" width="20" height="130" fill="${p.stroke}"/>` +
      `<ellipse cx="300" cy="425" rx="95" ry="20" fill="${p.stroke}"/>` +
      `<path d="M215 150 h170 l55 140 h-280 z" ${outline(p)}/>`,
    // Cushion.
    (p) =>
      `<path d="M165 185 q135 -45 270 0 q45 115 0 230 q-135 45 -270 0 q-45 -115 0 -230 z" ${outline(p)}/>` +
      `<circle cx="300" cy="300" r="10" fill="${p.stroke}"/>`,
    // Candle.
    (p) =>
      `<rect x="215" y="225" width="170" height="205" rx="18" ${outline(p)}/>` +
      `<rect x="297" y="200" width="6" height="28" fill="${p.stroke}"/>` +
      `<path d="M300 140 c22 28 22 50 0 64 c-22 -14 -22 -36 0 -64 z" fill="#f2b33d"/>`,
  ],
  fashion: [
    // Dress.
    (p) =>
      `<path d="M262 130 v40 l-22 40 l-80 230 h280 l-80 -230 l-22 -40 v-40 q-38 24 -76 0 z" ${outline(p)}/>` +
      `<path d="M236 214 h128" stroke="${p.stroke}" stroke-width="8"/>`,
    // T-shirt.
    (p) =>
      `<path d="M250 160 L170 195 L135 275 L200 300 L215 280 L215 445 L385 445 L385 280 L400 300 L465 275 L430 195 L350 160 Q300 205 250 160 Z" ${outline(p)}/>`,
    // Handbag.
    (p) =>
      `<path d="M235 240 v-40 a65 65 0 0 1 130 0 v40" fill="none" stroke="${p.stroke}" stroke-width="16"/>` +
      `<rect x="165" y="235" width="270" height="205" rx="22" ${outline(p)}/>` +
      `<rect x="280" y="270" width="40" height="22" rx="6" fill="${p.stroke}"/>`,
  ],
  gifts: [
    // Gift box with ribbon.
    (p) =>
      `<rect x="180" y="250" width="240" height="185" rx="10" ${outline(p)}/>` +
      `<rect x="165" y="212" width="270" height="52" rx="8" ${outline(p)}/>` +
      `<rect x="284" y="212" width="32" height="223" fill="${p.stroke}"/>` +
      `<path d="M300 212 c-46 -58 -104 -22 -64 0 z M300 212 c46 -58 104 -22 64 0 z" fill="${p.stroke}"/>`,
    // Christmas bauble.
    (p) =>
      `<path d="M300 182 a18 18 0 1 1 0.1 0" fill="none" stroke="${p.stroke}" stroke-width="6"/>` +
      `<rect x="272" y="180" width="56" height="34" rx="6" fill="${p.stroke}"/>` +
      `<circle cx="300" cy="335" r="130" ${outline(p)}/>` +
      `<ellipse cx="250" cy="285" rx="28" ry="44" fill="#ffffff" opacity="0.35"/>`,
    // Star.
    (p) => `<polygon points="${starPoints(300, 300, 185, 80)}" ${outline(p)}/>`,
  ],
};

const FALLBACK_SHAPE: Shape = (p) => `<rect x="170" y="170" width="260" height="260" rx="36" ${outline(p)}/>`;

function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** Each picture of a product frames the silhouette differently: whole, close-up, tilted, small. */
const FRAMINGS = [
  '',
  'translate(300 290) scale(1.25) translate(-300 -290)',
  'rotate(-8 300 300)',
  'translate(300 280) scale(0.78) translate(-300 -280)',
];

/** Up to two lines of about 32 characters; whatever does not fit is cut with an ellipsis. */
function wrapLabel(label: string): string[] {
  // A number stays on the line of its unit ('3 л', '90×150 см').
  const words = label
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\d) (?=[^\s\d])/g, '$1\u00a0')
    .split(' ');
  const lines = [''];
  let truncated = false;
  for (const word of words) {
    const last = lines.length - 1;
    const candidate = lines[last] ? `${lines[last]} ${word}` : word;
    if (candidate.length <= LABEL_LINE_CHARS || !lines[last]) lines[last] = candidate;
    else if (lines.length < 2) lines.push(word);
    else {
      truncated = true;
      break;
    }
  }
  return lines.map((line, i) =>
    line.length > LABEL_LINE_CHARS || (truncated && i === lines.length - 1)
      ? `${line.slice(0, LABEL_LINE_CHARS - 1).trimEnd()}…`
      : line,
  );
}

export function renderProductImage(input: ProductImageInput): string {
  const colour = parseHex(input.colourHex);
  const seed = hash(input.productId, input.index);
  const background = mix(parseHex(BACKGROUNDS[hash(input.productId) % BACKGROUNDS.length]!), colour, 0.12);
  const paint: Paint = {
    fill: toHex(colour),
    light: toHex(mix(colour, [255, 255, 255], 0.55)),
    stroke: toHex(mix(colour, [20, 20, 24], 0.38)),
  };
  const shapes = SHAPES[input.kind] ?? [FALLBACK_SHAPE];
  const shape = shapes[hash(input.productId, 7) % shapes.length] ?? FALLBACK_SHAPE;
  const framing = FRAMINGS[(((input.index - 1) % FRAMINGS.length) + FRAMINGS.length) % FRAMINGS.length];

  const dots = Array.from({ length: 7 }, (_, i) => {
    const h = hash(seed, i);
    const x = 30 + (h % 540);
    const y = 30 + ((h >>> 10) % 420);
    const r = 6 + ((h >>> 20) % 22);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${paint.fill}" opacity="0.12"/>`;
  }).join('');

  const lines = wrapLabel(input.label);
  const firstLineY = lines.length > 1 ? 538 : 556;
  const text = lines.map((line, i) => `<text x="300" y="${firstLineY + i * 34}">${escapeXml(line)}</text>`).join('');
  const title = escapeXml(input.label);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${toHex(background)}"/>` +
    dots +
    `<circle cx="300" cy="290" r="215" fill="${toHex(mix(background, colour, 0.1))}"/>` +
    `<ellipse cx="300" cy="462" rx="160" ry="16" fill="#000000" opacity="0.08"/>` +
    `<g${framing ? ` transform="${framing}"` : ''}>${shape(paint)}</g>` +
    `<rect x="0" y="500" width="${SIZE}" height="100" fill="#ffffff" opacity="0.78"/>` +
    `<g font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="24" fill="#2b2b2b" text-anchor="middle">${text}</g>` +
    `</svg>`
  );
}
