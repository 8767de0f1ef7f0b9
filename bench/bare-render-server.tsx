/** @jsxRuntime automatic */
// (tsx applies apps/web/tsconfig.json's jsx setting only to files it includes, and bench/ is not one.)
/**
 * A baseline of `npm run bench:pages`: the listing's cards (the real ProductCard, the same answer
 * the page renders) through a bare `renderToString` behind a Fastify route, in a process of its
 * own (started with NODE_ENV=production: React's production build). No router data, no layout,
 * no API: the cost of React alone.
 */
import { readFileSync } from 'node:fs';
import { CATALOGUES } from '@storefront/domain/i18n/catalogue';
import Fastify from 'fastify';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ProductCard as Card } from '../apps/web/app/lib/api-types.ts';
import { I18nProvider } from '../apps/web/app/lib/i18n.tsx';
import { ProductCard } from '../apps/web/app/ui/product-card.tsx';

const cards = JSON.parse(readFileSync(process.env.BENCH_CARDS_FILE as string, 'utf8')) as Card[];

const app = Fastify({ logger: false });
app.get('/cards', async (_request, reply) => {
  const html = renderToString(
    <MemoryRouter>
      <I18nProvider locale="ru-RU" messages={CATALOGUES['ru-RU']}>
        <ul>
          {cards.map((card) => (
            <li key={card.url}>
              <ProductCard product={card} />
            </li>
          ))}
        </ul>
      </I18nProvider>
    </MemoryRouter>,
  );
  return reply.type('text/html').send(html);
});
await app.listen({ port: Number(process.env.PORT ?? 3998), host: process.env.HOST ?? '127.0.0.1' });
