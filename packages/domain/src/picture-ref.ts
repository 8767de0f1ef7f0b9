/**
 * How content keeps a photograph: one word in the columns and blocks that name a picture (an entry's
 * cover, a look's picture, a home banner, a shop page's photos, a category's picture, a body's image
 * block), `{id}_{width}x{height}_{rrggbb}`. A photograph's id names its bytes, so its size and colour
 * never change for that id, and a page can be given its `Picture` without one more query. Any other
 * word is an older image storage key (an upload kept as is, or a drawn demo picture), shown from
 * `/images/content/{key}` at the size the place gives it.
 */
import { PICTURE_ID, type Picture, pictureBase } from './pictures.ts';

const REF = /^([0-9a-f]{16}(?:-[0-9a-f]{6})?)_([1-9]\d{0,4})x([1-9]\d{0,4})_([0-9a-f]{6})$/;

/** What the pipeline keeps of a photograph: its id, size and placeholder colour (`#rrggbb`). */
export interface PictureFacts {
  id: string;
  width: number;
  height: number;
  placeholder: string | null;
}

/** The word content keeps for a stored photograph. */
export function pictureRef(picture: PictureFacts): string {
  if (!PICTURE_ID.test(picture.id)) throw new RangeError(`not a picture id: ${picture.id}`);
  const colour = /^#?([0-9a-f]{6})$/i.exec(picture.placeholder ?? '')?.[1]?.toLowerCase() ?? 'e8e4dc';
  return `${picture.id}_${picture.width}x${picture.height}_${colour}`;
}

/** The photograph a content word names; null for any other word (an older storage key). */
export function pictureOfRef(ref: string): Picture | null {
  const found = REF.exec(ref);
  if (!found) return null;
  const [, id, width, height, colour] = found as unknown as [string, string, string, string, string];
  return { src: pictureBase(id), width: Number(width), height: Number(height), placeholder: `#${colour}` };
}

/** The shop's address of an older image storage key (its segments escaped). */
export const storedImagePath = (key: string) => `/images/content/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * The picture a content word shows: the photograph it names, else the stored or drawn picture of
 * that key at the size its place gives (a look 3:4, a shop photo 4:3, a cover 16:9…).
 */
export function contentPicture(ref: string, width: number, height: number): Picture {
  return pictureOfRef(ref) ?? { src: storedImagePath(ref), width, height, placeholder: null };
}
