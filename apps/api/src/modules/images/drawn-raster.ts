/**
 * Drawn pictures as PNG, for readers that take no SVG (Google Merchant's and Yandex Market's image
 * links). The SVG is rasterised by resvg (a prebuilt native module, off the event loop) once per drawing:
 * the PNG is kept in the image storage under a key named by the SVG's hash, so a changed drawing (another
 * colour or kind of goods) is a new file and every process sharing the storage renders each one once.
 */
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import type { ImageStorage } from '../../providers/images/image-storage.ts';

/** Pixels per side: the size Google asks of apparel pictures (at least 250, 800 or more recommended). */
export const DRAWN_PNG_SIZE = 800;
const PNG = 'image/png';

/** Renders in progress, so concurrent first requests for one drawing render it once. */
const rendering = new Map<string, Promise<Buffer>>();

/** The PNG of a drawn SVG: from the image storage, else rendered and stored. */
export async function drawnPng(storage: ImageStorage, svg: string): Promise<Buffer> {
  const key = `drawn/${createHash('sha1').update(svg).digest('hex')}.png`;
  const stored = await storage.get(key);
  if (stored) return stored.body;
  let render = rendering.get(key);
  if (!render) {
    render = (async () => {
      // No text is drawn, so no fonts are read.
      const image = await renderAsync(svg, {
        fitTo: { mode: 'width', value: DRAWN_PNG_SIZE },
        font: { loadSystemFonts: false },
        logLevel: 'off',
      });
      const body = image.asPng();
      await storage.put(key, { body, contentType: PNG });
      return body;
    })().finally(() => rendering.delete(key));
    rendering.set(key, render);
  }
  return render;
}
