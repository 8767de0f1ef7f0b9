-- Package sizes are stored as bare centimetres ('30×20×12'); the page writes the unit in its language.
UPDATE "products" SET "package_size" = regexp_replace("package_size", '\s*cm$', '') WHERE "package_size" LIKE '% cm';
