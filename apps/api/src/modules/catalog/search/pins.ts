/** The products staff pinned to a shopper's query, from the in-memory copy (no statement on a warm cache). */
import type { Db } from '../../../db/client.ts';
import type { SearchPin } from '../catalog-sql.ts';
import { pinKey } from './pins-words.ts';
import { searchTuning } from './synonyms.ts';

/** The products pinned to `query` (any spelling of its words' endings), first pin first; [] when none. */
export async function pinsFor(db: Db, query: string): Promise<readonly SearchPin[]> {
  const key = pinKey(query);
  if (key === '') return [];
  return (await searchTuning(db)).pins.get(key) ?? [];
}
