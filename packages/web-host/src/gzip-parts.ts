/**
 * One gzip answer of a page given in parts (a spliced shared render, decision 047), without compressing
 * the whole page per answer. Each part is a run of DEFLATE blocks ending on a full flush: byte-aligned
 * and referring to nothing before it, so runs compressed apart follow one another in one stream. A
 * part the caller gives again as the same object (a run of the kept page, the same for every shopper
 * it is given to) is compressed once and its copy kept beside it; a short part (a shopper's counter,
 * their block) goes in as a stored block, uncompressed. The stream's check (CRC-32) and length are of
 * the whole page.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Below this a part goes in stored: compressing a few hundred bytes on its own saves next to nothing. */
const STORED_BELOW = 1024;
/** A stored block's most bytes. */
const STORED_MAX = 0xffff;

/** ID1 ID2, deflate, no flags, no time, no extra flags, an unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: the stream's end. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

const compressed = new WeakMap<Uint8Array, Buffer>();

/** `part` as DEFLATE blocks ending on a full flush, kept for the same part object. */
function deflated(part: Uint8Array): Buffer {
  let blocks = compressed.get(part);
  if (blocks === undefined) {
    blocks = deflateRawSync(part, { finishFlush: constants.Z_FULL_FLUSH });
    compressed.set(part, blocks);
  }
  return blocks;
}

/** `part` as stored (uncompressed) DEFLATE blocks: byte-aligned like a full flush's end. */
function stored(part: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < part.length; at += STORED_MAX) {
    const bytes = part.subarray(at, at + STORED_MAX);
    const n = bytes.length;
    blocks.push(Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), bytes);
  }
  return blocks;
}

/** The gzip stream of the parts' bytes one after another. */
export function gzipOfParts(parts: readonly Uint8Array[]): Buffer {
  const out: Uint8Array[] = [HEADER];
  let check = 0;
  let length = 0;
  for (const part of parts) {
    if (part.length === 0) continue;
    check = crc32(part, check);
    length += part.length;
    if (part.length < STORED_BELOW) out.push(...stored(part));
    else out.push(deflated(part));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(check >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(LAST_BLOCK, trailer);
  return Buffer.concat(out);
}
