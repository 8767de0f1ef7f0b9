/**
 * The demo content's photographs: its drawn pictures (covers, picture blocks, looks, shop photos)
 * replaced by the studio's scenes that fit each place (scene-pictures.ts). An entry keeps one picture
 * in each of its languages and shops; places whose scenes the studio has not rendered stay drawn.
 */
import { pictureOfRef } from '@storefront/domain/picture-ref';
import { VARIANT_KEYS, type VariantKey } from '@storefront/domain/variants';
import type { ContentBlock } from '../db/schema/content.ts';
import type { CatalogReference, LeafCategory } from './catalog-reference.ts';
import type { ContentSeed } from './content.ts';
import type { Family } from './data/types.ts';
import { BANNER_SCENES, FITTING_SCENES, type Fit, type ScenePictures } from './scene-pictures.ts';

type Entry = ContentSeed['entries'][number];
type Look = ContentSeed['looks'][number];

/** The family of each top-level category slug (what a look's `category` names). */
export function familiesOf(leaves: readonly Pick<LeafCategory, 'path' | 'family'>[]): Map<string, Family> {
  return new Map(leaves.map((leaf) => [leaf.path.split('/')[0] as string, leaf.family]));
}

/** The n-th of each kind of thing, counted in the order first met (the same thing keeps its number). */
function counter() {
  const kinds = new Map<string, Map<string, number>>();
  return (kind: string, thing: string) => {
    const seen = kinds.get(kind) ?? new Map<string, number>();
    kinds.set(kind, seen);
    if (!seen.has(thing)) seen.set(thing, seen.size);
    return seen.get(thing) as number;
  };
}

async function photographBody(body: ContentBlock[], pick: () => Promise<string | null>): Promise<ContentBlock[]> {
  return Promise.all(
    body.map(async (block) => {
      if (block.type !== 'image') return block;
      const ref = await pick();
      const picture = ref ? pictureOfRef(ref) : null;
      return ref && picture ? { ...block, key: ref, width: picture.width, height: picture.height } : block;
    }),
  );
}

export async function photographContent(
  content: ContentSeed,
  scenes: ScenePictures,
  families: ReadonlyMap<string, Family>,
): Promise<ContentSeed> {
  const nth = counter();
  const lookFamily = (look: Pick<Look, 'category'>): Fit => families.get(look.category) ?? 'home';
  const bookFamily = new Map<number, Fit>();
  for (const look of content.looks)
    if (!bookFamily.has(look.lookbookId)) bookFamily.set(look.lookbookId, lookFamily(look));
  const fitOf = (entry: Entry): Fit =>
    entry.kind === 'lookbook'
      ? (bookFamily.get(entry.lookbookId ?? 0) ?? 'home')
      : entry.kind === 'page'
        ? 'shop'
        : 'editorial';

  const coverNumber = (entry: Entry) => nth(fitOf(entry), `${entry.kind}/${entry.slug}`);
  const bookCover = new Map<number, number>();
  for (const entry of content.entries) if (entry.lookbookId) bookCover.set(entry.lookbookId, coverNumber(entry));

  const entries = await Promise.all(
    content.entries.map(async (entry): Promise<Entry> => {
      if (!entry.cover && !entry.body.some((b) => b.type === 'image')) return entry;
      const fit = fitOf(entry);
      const n = coverNumber(entry);
      // Covers of a kind in turn (an index shows no scene twice before it has shown them all); the
      // picture in the text the next one on, another than the cover.
      const cover = entry.cover ? ((await scenes.pick(FITTING_SCENES[fit], n, 'whole')) ?? entry.cover) : null;
      const body = await photographBody(entry.body, () => scenes.pick(FITTING_SCENES[fit], n + 1, 'whole'));
      return { ...entry, cover, body };
    }),
  );
  const looks = await Promise.all(
    content.looks.map(async (look): Promise<Look> => {
      const fit = lookFamily(look);
      // A look of its book's kind takes the scenes after the book's cover, so the first is not the cover.
      const n =
        fit === bookFamily.get(look.lookbookId)
          ? (bookCover.get(look.lookbookId) ?? 0) + look.position
          : nth(`look/${fit}`, `${look.lookbook}/${look.position}`);
      return { ...look, image: (await scenes.pick(FITTING_SCENES[fit], n, 'portrait')) ?? look.image };
    }),
  );
  return { ...content, entries, looks };
}

/**
 * A shop's photos: first the shop itself (its interior or shelves), then goods as it shows them, any
 * scene in turn from one shop to the next, so three photos of a page are three scenes.
 */
export async function photographShop(photos: string[], shopIndex: number, scenes: ScenePictures): Promise<string[]> {
  return Promise.all(
    photos.map(async (drawn, n) => {
      const picked =
        n === 0
          ? await scenes.pick(FITTING_SCENES.shop, shopIndex, 'landscape')
          : await scenes.pick(FITTING_SCENES.editorial, shopIndex * (photos.length - 1) + n, 'landscape');
      return picked ?? drawn;
    }),
  );
}

type CategoryRow = CatalogReference['categoryRows'][number];

/**
 * The catalogue's photographs: a top-level category a wide crop for its listing's banner, a section
 * below it a square one for its tile on the home page; deeper ones none (every row names the column).
 */
export async function photographCategories(
  rows: readonly CategoryRow[],
  families: ReadonlyMap<string, Family>,
  scenes: ScenePictures | null,
): Promise<CategoryRow[]> {
  const nth = counter();
  return Promise.all(
    rows.map(async (row) => {
      const family = families.get(row.path.split('/')[0] as string) ?? 'home';
      // A department's banner its own scene first; a section's tile the next of its family's in turn.
      const banner = row.depth === 1;
      const choices = banner ? [BANNER_SCENES[family], ...FITTING_SCENES[family]] : FITTING_SCENES[family];
      const crop = banner ? 'banner' : 'square';
      const picture =
        scenes && row.depth <= 2 ? await scenes.pick(choices, nth(`${family}/${crop}`, row.path), crop) : null;
      return { ...row, picture };
    }),
  );
}

/** Each shop's home page hero: a different wide scene per shop. */
export async function homeHeroRows(scenes: ScenePictures | null): Promise<{ variant: VariantKey; picture: string }[]> {
  const rows = await Promise.all(
    VARIANT_KEYS.map(async (variant, i) => ({
      variant,
      picture: scenes ? await scenes.pick(FITTING_SCENES.hero, i, 'whole') : null,
    })),
  );
  return rows.flatMap((row) => (row.picture ? [{ variant: row.variant, picture: row.picture }] : []));
}
