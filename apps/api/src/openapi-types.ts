/**
 * The web's API types, generated from this app's OpenAPI document (decision 008): `npm run api:types`
 * writes them to API_TYPES_FILE, and openapi-types.test.ts fails while the committed file differs
 * from what the document says now.
 */
import { API_BASE } from '@storefront/domain/routes';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, COMMENT_HEADER, type OpenAPI3 } from 'openapi-typescript';

export const API_TYPES_FILE = new URL('../../web/app/lib/api-schema.d.ts', import.meta.url).pathname;

/** The settings the document is built with: every route a development server has (the SMS outbox page too). */
export const DOCUMENT_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_ON_START: 'false', SMS_PROVIDER: 'outbox' };

/**
 * The TypeScript of the app's document. Paths are written without the API base: the web's client
 * puts the variant's base (`/api/v1`, `/kz/api/v1`, …) in front of them.
 */
export async function renderApiTypes(app: FastifyInstance): Promise<string> {
  const document = (await app.inject({ url: `${API_BASE}/openapi.json` })).json() as OpenAPI3;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {})
      .filter(([path]) => path.startsWith(`${API_BASE}/`))
      .map(([path, item]) => [path.slice(API_BASE.length), item]),
  );
  const ast = await openapiTS({ ...document, paths }, { alphabetize: true });
  return `${COMMENT_HEADER.replace('openapi-typescript.', 'openapi-typescript from the API (npm run api:types).')}${astToString(ast)}`;
}
