-- A search as a shopper last typed it, beside the normalised query the log counts by: the cache warm
-- asks for the address the search form sends, which carries the typed text ("Френч-пресс", not
-- "френч пресс"), so a warmed page is the one guests ask for (search-log.ts mostAskedSearches).
ALTER TABLE "search_queries" ADD COLUMN IF NOT EXISTS "typed" text;
