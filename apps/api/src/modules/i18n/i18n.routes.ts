/**
 * A language's UI messages for the browser, one set per area (message-areas.ts: the shop's, the
 * back office's), at an address that carries the hash of their text (page-messages.ts). A page
 * names the address; the browser keeps the answer for a year and downloads it again only when a
 * deploy changes the texts, which changes the address. Compressed once per process, not per answer.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MESSAGE_AREAS, type MessageArea } from '@storefront/domain/i18n/message-areas';
import { messagesAsset } from '@storefront/domain/i18n/page-messages';
import { LOCALE_TAGS } from '@storefront/domain/i18n/translator';
import type { LocaleTag } from '@storefront/domain/variants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { pickEncoding } from '../../lib/accept-encoding.ts';
import { IMMUTABLE } from '../../lib/cache-control.ts';
import { errorEnvelope } from '../../lib/schemas.ts';
import { declareAccess } from '../../plugins/access.ts';
import { matchesTag } from '../../plugins/revalidation.ts';

interface Encoded {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encoded = new Map<string, Encoded>();

function encode(locale: LocaleTag, area: MessageArea): Encoded {
  const key = `${locale}/${area}`;
  let answer = encoded.get(key);
  if (!answer) {
    const { text, hash } = messagesAsset(locale, area);
    const plain = Buffer.from(text);
    answer = {
      // Weak: the plain, brotli and gzip answers are the same messages.
      etag: `W/"${hash}"`,
      plain,
      br: brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip: gzipSync(plain, { level: 9 }),
    };
    encoded.set(key, answer);
  }
  return answer;
}

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  declareAccess(app, 'public');
  app.get(
    '/i18n/messages/:locale/:area/:hash',
    {
      schema: {
        tags: ['i18n'],
        summary:
          "A language's UI messages for the shop's or the back office's pages, by the hash of their text (pages name the address); cached for a year",
        params: z.object({
          locale: z.enum(LOCALE_TAGS as [LocaleTag, ...LocaleTag[]]),
          area: z.enum(MESSAGE_AREAS),
          hash: z.string().max(32),
        }),
        response: {
          200: z.record(z.string(), z.string()).describe('Message id to text'),
          304: z.null().describe('Not modified: the If-None-Match tag is of these messages'),
          404: errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { locale, area, hash } = request.params;
      // Another hash is another deploy's texts, which this process does not have.
      if (messagesAsset(locale, area).hash !== hash) throw notFound('No such messages');
      const answer = encode(locale, area);
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', answer.etag)
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send(undefined as never);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      // The JSON's bytes as they are (the schema above describes them; a Buffer is not serialised).
      return reply.send((encoding ? answer[encoding] : answer.plain) as never);
    },
  );
};
