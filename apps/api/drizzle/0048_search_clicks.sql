-- Which searches led shoppers to a product: a click on a search answer's card adds to the day's row
-- of the search it came from, behind the back office's low-click report (decision 031).
ALTER TABLE "search_queries" ADD COLUMN "clicks" integer DEFAULT 0 NOT NULL;
