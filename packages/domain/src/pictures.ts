/**
 * Pictures as the API gives them and pages show them. A photograph is kept once, normalised, under an
 * id named by its bytes; every size a page asks for is derived from it in AVIF, WebP and JPEG at
 * `/images/p/{id}/{width}.{format}` and never changes. A product without a photograph keeps a drawn
 * SVG, whose address is the `src` itself.
 */

export interface Picture {
  /** `/images/p/{id}` for a photograph (sizes are appended); a drawn picture's `.svg` address. */
  src: string;
  /** The picture's own size in pixels: pages reserve its box before it loads. */
  width: number;
  height: number;
  /** A colour (`#rrggbb`) to paint the box with while the picture loads; null when unknown. */
  placeholder: string | null;
}

/**
 * The widths derived (CSS pixels × density up to 2), and a picture's own width for the zoom
 * (`wholeWidthsFor`): the only ones served, so no one can make the server encode a size of their
 * choosing. A width above the picture's own is never derived.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` whose type it knows; JPEG is the `<img>` itself. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const PICTURE_MIME: Readonly<Record<PictureFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * A photograph's id: 16 hex digits of its normalised bytes' hash, and for a demo picture recoloured
 * for a colour variant, `-` and that colour's 6 hex digits.
 */
export const PICTURE_ID = /^[0-9a-f]{16}(?:-[0-9a-f]{6})?$/;

/** Uploaded pictures: what is taken (by their bytes, not their name), and how large. */
export const PICTURE_LIMITS = {
  /** A photographer's 24-megapixel JPEG is 8–15 MB. */
  bytes: 40 * 1024 * 1024,
  /** Decoded size: refuses decompression bombs (a small PNG that unpacks to gigabytes). */
  pixels: 50_000_000,
  /** The longest side kept; larger originals are scaled down once, on upload. */
  masterSide: 2560,
} as const;

export const PICTURE_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const PICTURE_BASE = '/images/p/';

export function pictureBase(id: string): string {
  return `${PICTURE_BASE}${id}`;
}

/** The id of a photograph's `src`; null for a drawn picture. */
export function pictureIdOf(picture: Pick<Picture, 'src'>): string | null {
  if (!picture.src.startsWith(PICTURE_BASE)) return null;
  const id = picture.src.slice(PICTURE_BASE.length);
  return PICTURE_ID.test(id) ? id : null;
}

export function isPhotograph(picture: Pick<Picture, 'src'>): boolean {
  return pictureIdOf(picture) !== null;
}

/** The widths derived for a picture of this width: the list's up to it, and at least the smallest. */
export function widthsFor(ownWidth: number): PictureWidth[] {
  const fit = PICTURE_WIDTHS.filter((w) => w <= ownWidth);
  return fit.length > 0 ? fit : [PICTURE_WIDTHS[0]];
}

/**
 * The widths a zoom may ask for: `widthsFor`'s and the picture's own when it falls between two of the
 * list's, so a 1200 px packshot zoomed on a wide screen shows all of it rather than the 960 below.
 * Only the zoom lists it: a phone's gallery at three times its density would otherwise take the whole
 * picture where 960 fills its screen.
 */
export function wholeWidthsFor(ownWidth: number): number[] {
  const widths: number[] = widthsFor(ownWidth);
  const largest = widths[widths.length - 1] as number;
  return largest < ownWidth && PICTURE_WIDTHS.some((w) => w > ownWidth) ? [...widths, ownWidth] : widths;
}

/** The derived width nearest above `wanted` that the picture has (its largest when none is). */
export function pictureWidthFor(picture: Pick<Picture, 'width'>, wanted: number): PictureWidth {
  const widths = widthsFor(picture.width);
  return widths.find((w) => w >= wanted) ?? (widths[widths.length - 1] as PictureWidth);
}

/** One size of a picture; a drawn picture has only its own address. */
export function pictureUrl(picture: Pick<Picture, 'src' | 'width'>, wanted: number, format: PictureFormat): string {
  if (!isPhotograph(picture)) return picture.src;
  return `${picture.src}/${pictureWidthFor(picture, wanted)}.${format}`;
}

/** A `srcset` of every derived width in one format (`… 320w, … 640w`); `whole` adds the zoom's own width. */
export function pictureSrcSet(picture: Pick<Picture, 'src' | 'width'>, format: PictureFormat, whole = false): string {
  if (!isPhotograph(picture)) return picture.src;
  return (whole ? wholeWidthsFor : widthsFor)(picture.width)
    .map((w) => `${picture.src}/${w}.${format} ${w}w`)
    .join(', ');
}

/** The height of a box `width` wide that keeps the picture's proportions. */
export function pictureHeightAt(picture: Pick<Picture, 'width' | 'height'>, width: number): number {
  return Math.round((width * picture.height) / Math.max(1, picture.width));
}

/** What can be wrong with an uploaded picture: message keys with `{file}` (and `{mb}`, `{mp}`) params. */
export const PICTURE_MESSAGES = {
  empty: 'staff.picture.error.empty',
  tooLarge: 'staff.picture.error.tooLarge',
  notPicture: 'staff.picture.error.notPicture',
  tooManyPixels: 'staff.picture.error.tooManyPixels',
} as const;
export type PictureProblem = keyof typeof PICTURE_MESSAGES;

/** The params a picture problem's message takes besides the file name. */
export const PICTURE_MESSAGE_PARAMS = {
  mb: String(PICTURE_LIMITS.bytes / 2 ** 20),
  mp: String(PICTURE_LIMITS.pixels / 1_000_000),
} as const;
