/**
 * A category's banner: a wide, calm still life of the goods the category holds (up to four
 * silhouettes in the shop's palette), leaving the left third free for the title the page lays over
 * it. Deterministic like the product pictures; no text is drawn.
 */
import { escapeXml, hash, mix, paintOf, parseHex, type Rgb, toHex } from './product-image.ts';
import { SHAPES, type ShapeName } from './product-shapes.ts';

const WIDTH = 1200;
const HEIGHT = 240;
/** The shop's muted palette (terracotta, sage, sand, slate, plum). */
const PALETTE = ['#c2663f', '#7d9a7f', '#d9c7a7', '#5b7190', '#8c4b63'];
const BACKGROUNDS = ['#f3efe7', '#eef1ec', '#f1eef0', '#eef0f3'];

export function renderCategoryBanner(input: {
  categoryId: number;
  shapes: readonly ShapeName[];
  label: string;
}): string {
  const shapes = input.shapes.length ? input.shapes : (['box'] as const);
  // Four places across the right two thirds; a category with fewer kinds of goods repeats them.
  const slots = [0, 1, 2, 3].map((i) => shapes[i % shapes.length] ?? 'box');
  const background: Rgb = parseHex(BACKGROUNDS[hash(input.categoryId) % BACKGROUNDS.length]!);
  const groups = slots
    .map((shape, i) => {
      const colour = parseHex(PALETTE[(hash(input.categoryId, i) + i) % PALETTE.length]!);
      const scale = i % 2 === 0 ? 0.42 : 0.34;
      const x = 430 + i * 190;
      const y = HEIGHT - 600 * scale - 6 + (i % 2 === 0 ? 0 : -8);
      const disc = toHex(mix(background, colour, 0.14));
      return (
        `<circle cx="${x + 300 * scale}" cy="${HEIGHT / 2}" r="${88 + (i % 2) * 10}" fill="${disc}"/>` +
        `<g transform="translate(${x} ${y.toFixed(0)}) scale(${scale})">${SHAPES[shape](paintOf(colour))}</g>`
      );
    })
    .join('');
  const title = escapeXml(input.label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${toHex(background)}"/>` +
    `<rect y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${toHex(mix(background, [0, 0, 0], 0.04))}"/>` +
    groups +
    `</svg>`
  );
}
