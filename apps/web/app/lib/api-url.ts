/**
 * A call's address: the API base, the path with its parameters and the query, by openapi-fetch's
 * serialisers. Its own module, not among the scripts that draw the page: the browser's client
 * (api.client.ts) fetches it alongside them, and a call made before it has come waits for it (api.ts).
 */
import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';

const querySerializer = createQuerySerializer();

export function callUrl(
  baseUrl: string,
  path: string,
  params: Partial<Record<'path' | 'query' | 'header', Record<string, unknown>>>,
): string {
  return createFinalURL(path, { baseUrl, params, querySerializer, pathSerializer: defaultPathSerializer });
}
