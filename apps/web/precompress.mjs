// After `react-router build`: writes brotli (.br) and gzip (.gz) copies of the hashed text assets,
// which the server sends as they are (@fastify/static preCompressed) instead of compressing each
// answer. Fonts (woff2) are compressed already; a copy that saves nothing is not kept.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = new URL('./build/client/assets/', import.meta.url).pathname;
const TEXT = /\.(js|css|svg|json|txt|map)$/;

let written = 0;
for (const name of readdirSync(assets).filter((n) => TEXT.test(n))) {
  const path = join(assets, name);
  const source = readFileSync(path);
  const copies = {
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: gzipSync(source, { level: 9 }),
  };
  for (const [extension, compressed] of Object.entries(copies)) {
    if (compressed.length < source.length) {
      writeFileSync(`${path}.${extension}`, compressed);
      written += 1;
    }
  }
}
console.log(`precompressed: ${written} .br/.gz copies in ${assets}`);
