-- A shop's page can be taken off the storefront (404, out of the sitemap, unlinked from the shops list) while the shop keeps taking pickups.
ALTER TABLE "stores" ADD COLUMN "page_published" boolean DEFAULT true NOT NULL;
