/**
 * Demo pictures for the seeded content (covers, looks, shop photos), drawn as SVG from their key:
 * a soft two-colour background with a few shapes. Deterministic, no text, no external resources.
 */
import { hashSeed } from '../../lib/hash-seed.ts';

const PALETTES: readonly [string, string, string][] = [
  ['#f3e9dc', '#c9a27e', '#7a5c43'],
  ['#e6eef2', '#8fb3c4', '#3d6b7e'],
  ['#efe8f3', '#b59cc7', '#5e4a72'],
  ['#e9f1e6', '#9bbf8c', '#4c6e3f'],
  ['#f6e7e4', '#d99a8c', '#8a4b3e'],
  ['#f1efe6', '#c9c08a', '#6f6a3b'],
];

function hashKey(key: string): number {
  let h = 0;
  for (const ch of key) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hashSeed(h);
}

export function renderDemoPicture(key: string, width: number, height: number): string {
  let state = hashKey(key);
  const next = () => {
    state = hashSeed(state, 0x9e37);
    return state / 4294967296;
  };
  const [bg, mid, dark] = PALETTES[Math.floor(next() * PALETTES.length)] as [string, string, string];
  const shapes: string[] = [];
  const count = 3 + Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const r = Math.round((0.08 + next() * 0.22) * Math.min(width, height));
    const fill = i % 2 ? mid : dark;
    const opacity = (0.35 + next() * 0.5).toFixed(2);
    shapes.push(
      next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`
        : `<rect x="${x - r}" y="${y - r}" width="${r * 2}" height="${Math.round(r * 1.4)}" rx="${Math.round(r / 5)}" fill="${fill}" fill-opacity="${opacity}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${bg}"/>${shapes.join('')}</svg>`;
}
