/**
 * Gzip of a cached page whose CSP nonce changes on every answer, without compressing the page
 * again each time. The text around each nonce is compressed once, as independent deflate pieces
 * that end on a byte boundary (a sync flush); an answer is the gzip header, those pieces with the
 * new nonce stored between them, an empty final block and the trailer (CRC-32 and length of
 * the answer's own text). The CRC of each text is computed once too, and an answer's CRC is
 * combined from them and the nonce's (zlib's crc32_combine, below): a 250 KB page costs a CRC of its
 * nonce and a copy of its compressed bytes per answer, neither a deflate nor a CRC of the page.
 */
import { randomFillSync } from 'node:crypto';
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

/*
 * CRC-32 of a concatenation from the CRCs of its parts, as zlib's crc32_combine_gen / _op do (zlib
 * 1.2.12 crc32.c): crc(A‖B) = crc(A)·x^(8·len(B)) mod P ⊕ crc(B), polynomials in reflected bit order.
 */
const POLY = 0xedb88320;

/** a·b modulo P. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo P, n = 0…31. */
const X2N: number[] = [];
for (let n = 0, p = 0x40000000; n < 32; n++) {
  X2N.push(p);
  p = multModP(p, p);
}

/** The operator that appends `length` bytes: x^(8·length) modulo P. */
function appendOp(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) p = multModP(X2N[k % 32]!, p);
  }
  return p;
}

/**
 * An answer for nonces of one length: the whole gzip with placeholders where the nonces and the
 * trailer go. Its CRC is linear in the nonce's CRC (the same nonce fills every place):
 * crc = base ⊕ factor·crc(nonce) mod P.
 */
interface Template {
  nonceLength: number;
  bytes: Buffer;
  /** Where each nonce's bytes go (inside its stored block). */
  offsets: number[];
  base: number;
  factor: number;
}

export class NonceGzip {
  /** The page's texts between the nonces compressed, each text's CRC and byte length. */
  private readonly pieces: Buffer[];
  private readonly crcs: number[];
  private readonly lengths: number[];
  private template: Template | null = null;

  constructor(text: string, nonce: string) {
    const texts = text.split(nonce).map((part) => Buffer.from(part));
    this.pieces = texts.map(piece);
    this.crcs = texts.map((t) => crcOf(t, 0));
    this.lengths = texts.map((t) => t.length);
  }

  /** Memory held by the compressed pieces. */
  get bytes(): number {
    return this.pieces.reduce((sum, p) => sum + p.length, 0);
  }

  /** The page with `nonce` in place of the one it was rendered with, gzipped. */
  answer(nonce: string): Buffer {
    const nonceBytes = Buffer.from(nonce);
    const template = this.templateFor(nonceBytes.length);
    const out = Buffer.allocUnsafe(template.bytes.length);
    template.bytes.copy(out);
    for (const offset of template.offsets) nonceBytes.copy(out, offset);
    const nonceCrc = crcOf(nonceBytes, 0);
    const crc =
      template.factor === 0 || nonceCrc === 0 ? template.base : template.base ^ multModP(template.factor, nonceCrc);
    const length = this.lengths.reduce((sum, l) => sum + l, 0) + template.offsets.length * nonceBytes.length;
    out.writeUInt32LE(crc >>> 0, out.length - 8);
    out.writeUInt32LE(length >>> 0, out.length - 4);
    return out;
  }

  private templateFor(nonceLength: number): Template {
    if (this.template?.nonceLength === nonceLength) return this.template;
    const placeholder = storedBlock(Buffer.alloc(nonceLength));
    const nonceOp = appendOp(nonceLength);
    const chunks: Buffer[] = [HEADER];
    const offsets: number[] = [];
    let at = HEADER.length;
    // The CRC with a nonce whose CRC is 0, and the factor of the nonce's CRC, text by text.
    let base = 0;
    let factor = 0;
    this.pieces.forEach((compressed, i) => {
      if (i > 0) {
        chunks.push(placeholder);
        offsets.push(at + 5);
        at += placeholder.length;
        base = multModP(nonceOp, base);
        factor = multModP(nonceOp, factor) ^ 0x80000000;
      }
      chunks.push(compressed);
      at += compressed.length;
      const op = appendOp(this.lengths[i]!);
      base = multModP(op, base) ^ this.crcs[i]!;
      factor = multModP(op, factor);
    });
    chunks.push(FINAL_BLOCK, Buffer.alloc(8));
    this.template = { nonceLength, bytes: Buffer.concat(chunks), offsets, base: base >>> 0, factor: factor >>> 0 };
    return this.template;
  }
}

const NONCE_BYTES = 16;
/** Random bytes drawn 4 KB at a time: an answer takes 16 of them without a call into OpenSSL each. */
const randomPool = { bytes: Buffer.alloc(4096), used: 4096 };

/** A fresh CSP nonce for one answer: 16 bytes from the CSPRNG, base64. */
export function freshNonce(): string {
  if (randomPool.used + NONCE_BYTES > randomPool.bytes.length) {
    randomFillSync(randomPool.bytes);
    randomPool.used = 0;
  }
  const nonce = randomPool.bytes.toString('base64', randomPool.used, randomPool.used + NONCE_BYTES);
  randomPool.used += NONCE_BYTES;
  return nonce;
}
