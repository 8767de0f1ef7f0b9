/**
 * What staff tuned search with — synonyms per language and pinned products per query — held in
 * memory per database, so a search reads them with no statement of its own (a listing stays one
 * statement). Both tables are small. A change in the back office drops the copy of its own process
 * at once, with its cached listings (`searchTuningChanged`), and raises the catalogue's version
 * (catalog-changes.ts): every other process's version poll rebuilds its index, and the app's
 * `catalogChanged` (which also clears the cached listings) drops its copy (search-tuning.routes.ts
 * subscribes). The time limit is a safety net only.
 */
import type { SynonymLang } from '@storefront/domain/search-tuning';
import type { Db } from '../../../db/client.ts';
import { searchPins, searchSynonyms } from '../../../db/schema/search-tuning.ts';
import { outsideStatementScope } from '../../../db/statement-count.ts';
import type { SearchTerm } from '../catalog-sql.ts';
import { buildPinIndex, type PinIndex } from './pins-words.ts';
import { buildSynonymIndex, expandWord, type SynonymIndex } from './synonyms-words.ts';

export interface SearchTuning {
  synonyms: Record<SynonymLang, SynonymIndex>;
  pins: PinIndex;
}

const TTL_MS = 5 * 60 * 1000;
const cache = new WeakMap<Db, { at: number; value: Promise<SearchTuning> }>();

export function searchTuning(db: Db): Promise<SearchTuning> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  // The load serves every search after it: its statements are not the request's that happens to start it.
  const value = outsideStatementScope(() => loadTuning(db));
  cache.set(db, { at: Date.now(), value });
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Synonyms or pins changed (committed here, or seen by the change feed): load them afresh on next use. */
export function dropSearchTuning(db: Db): void {
  cache.delete(db);
}

async function loadTuning(db: Db): Promise<SearchTuning> {
  const [rules, pins] = await Promise.all([
    db
      .select({ lang: searchSynonyms.lang, terms: searchSynonyms.terms, target: searchSynonyms.target })
      .from(searchSynonyms),
    db.select().from(searchPins),
  ]);
  const of = (lang: SynonymLang) => buildSynonymIndex(rules.filter((r) => r.lang === lang));
  return { synonyms: { ru: of('ru'), en: of('en'), kk: of('kk') }, pins: buildPinIndex(pins) };
}

/** Each query word with its synonyms in `lang` ([word] alone when it has none). */
export async function expandSynonyms(db: Db, lang: SynonymLang, words: readonly string[]): Promise<SearchTerm[]> {
  const { synonyms } = await searchTuning(db);
  return words.map((word) => expandWord(synonyms[lang], word));
}
