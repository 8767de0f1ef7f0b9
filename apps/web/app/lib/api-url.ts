/**
 * A call's address: the API base, the path with its parameters and the query, by openapi-fetch's
 * serialisers. Its own module so that a browser fetches this code with its first API call (api.ts),
 * not with every page: most pages make none before the shopper acts.
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
