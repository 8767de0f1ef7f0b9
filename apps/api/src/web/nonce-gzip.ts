/**
 * Gzip of a cached page whose CSP nonce changes on every answer, without compressing the page
 * again each time. The text around each nonce is compressed once, as independent deflate pieces
 * that end on a byte boundary (a sync flush); an answer is the gzip header, those pieces with the
 * new nonce stored between them, an empty final block and the trailer (CRC-32 and length of
 * the answer's own text). A 250 KB page then costs a CRC over its bytes per answer, not a deflate.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** RFC 1952 header: gzip magic, deflate, no flags, no time, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

const piece = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
/**
 * Bytes as a stored (uncompressed) block: a nonce gains nothing from compression, and this spares
 * a zlib stream per answer. It starts on the byte boundary the previous piece's flush left.
 */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}
/** zlib answers 0 for an empty buffer (a null pointer) whatever the running value: skip those. */
const crcOf = (bytes: Buffer, crc: number) => (bytes.length === 0 ? crc : crc32(bytes, crc));

export class NonceGzip {
  /** The page's bytes between the nonces, and each compressed. */
  private readonly texts: Buffer[];
  private readonly pieces: Buffer[];

  constructor(text: string, nonce: string) {
    this.texts = text.split(nonce).map((part) => Buffer.from(part));
    this.pieces = this.texts.map(piece);
  }

  /** Memory held by the compressed pieces. */
  get bytes(): number {
    return this.pieces.reduce((sum, p) => sum + p.length, 0);
  }

  /** The page with `nonce` in place of the one it was rendered with, gzipped. */
  answer(nonce: string): Buffer {
    const nonceBytes = Buffer.from(nonce);
    const nonceBlock = storedBlock(nonceBytes);
    const chunks: Buffer[] = [HEADER];
    let crc = 0;
    let length = 0;
    this.texts.forEach((text, i) => {
      if (i > 0) {
        chunks.push(nonceBlock);
        crc = crcOf(nonceBytes, crc);
        length += nonceBytes.length;
      }
      chunks.push(this.pieces[i]!);
      crc = crcOf(text, crc);
      length += text.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    chunks.push(FINAL_BLOCK, trailer);
    return Buffer.concat(chunks);
  }
}
