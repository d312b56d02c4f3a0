-- The catalogue page (decision 0019): GET /api/products searches, filters, sorts and pages in the database.
-- Search is a case-insensitive substring of the name or the description (ILIKE '%q%'), which pg_trgm's
-- GIN indexes answer without reading every row. pg_trgm is a trusted extension: a database owner may
-- create it (PostgreSQL 13+); PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A product's 'starting at' price: its lowest size price, or its base price when it has no sizes
-- (productFromPrice in src/shared/catalog.ts). A size whose price is not a money string (moneyPattern;
-- the admin never stores one) is skipped rather than failing the write.
CREATE FUNCTION catalog_from_price(sizes jsonb, base_price numeric) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    (SELECT min((size ->> 'price')::numeric)
       FROM jsonb_array_elements(CASE WHEN jsonb_typeof(sizes) = 'array' THEN sizes ELSE '[]'::jsonb END) AS s(size)
      WHERE size ->> 'price' ~ '^[0-9]{1,8}(\.[0-9]{1,2})?$'),
    base_price)
$$;--> statement-breakpoint
-- Whether a tag list holds a tag, ignoring case and surrounding white space (hasTag in src/shared/catalog.ts;
-- the characters trimmed are those of JavaScript's String.prototype.trim).
CREATE FUNCTION catalog_has_tag(tags jsonb, tag text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(tags) = 'array' THEN EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(tags) AS t(candidate)
     WHERE lower(btrim(candidate, E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'))
         = lower(btrim(tag, E' \t\n\u000b\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'))
  ) ELSE false END
$$;--> statement-breakpoint
-- Stored generated columns: every writer (admin, seed, tests that insert rows) gets them for free, and the
-- sorts read them from indexes. Adding them computes them for the rows already there.
ALTER TABLE "products" ADD COLUMN "from_price" numeric(10, 2) GENERATED ALWAYS AS (catalog_from_price("sizes", "base_price")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_top_seller" boolean GENERATED ALWAYS AS (catalog_has_tag("tags", 'Top Seller')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_fast_shipping" boolean GENERATED ALWAYS AS (catalog_has_tag("tags", 'Fast Shipping')) STORED NOT NULL;--> statement-breakpoint
-- The approved reviews' count and average (rounded to 2 places, null without any), kept on the product by
-- a trigger on reviews, so the 'Best Rated' sort reads an index instead of grouping every review.
ALTER TABLE "products" ADD COLUMN "approved_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "approved_average_rating" numeric(3, 2);--> statement-breakpoint
-- Recounts some products' approved reviews. Their rows are locked first (in id order, so two writers
-- cannot deadlock), and the recount is a statement of its own, with a fresh snapshot under READ
-- COMMITTED: reviews written at once by two transactions are all counted.
CREATE FUNCTION products_refresh_approved_ratings(product_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(product_ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "products" WHERE "id" = ANY (product_ids) ORDER BY "id" FOR UPDATE;
  UPDATE "products" AS p SET ("approved_review_count", "approved_average_rating") = (
    SELECT count(*)::integer, round(avg(r."rating"), 2) FROM "reviews" AS r WHERE r."product_id" = p."id" AND r."is_approved"
  ) WHERE p."id" = ANY (product_ids);
END
$$;--> statement-breakpoint
-- Once per statement, for the products whose approved reviews it changed: a pending review (a customer's
-- submission) or an edited comment leaves the products alone, and a bulk insert updates each product once.
CREATE FUNCTION reviews_refresh_product_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "products" SET "approved_review_count" = 0, "approved_average_rating" = NULL
     WHERE "approved_review_count" <> 0 OR "approved_average_rating" IS NOT NULL;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_approved_ratings(ARRAY(
      SELECT DISTINCT "product_id" FROM new_reviews WHERE "is_approved"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_approved_ratings(ARRAY(
      SELECT DISTINCT "product_id" FROM old_reviews WHERE "is_approved"));
  ELSE
    PERFORM products_refresh_approved_ratings(ARRAY(
      SELECT DISTINCT changed."product_id"
        FROM old_reviews AS o JOIN new_reviews AS n ON n."id" = o."id"
        CROSS JOIN LATERAL (VALUES (o."product_id"), (n."product_id")) AS changed("product_id")
       WHERE (o."is_approved" OR n."is_approved")
         AND (o."product_id", o."rating", o."is_approved") IS DISTINCT FROM (n."product_id", n."rating", n."is_approved")));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_inserted_product_ratings" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();--> statement-breakpoint
CREATE TRIGGER "reviews_updated_product_ratings" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();--> statement-breakpoint
CREATE TRIGGER "reviews_deleted_product_ratings" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_reviews
FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();--> statement-breakpoint
CREATE TRIGGER "reviews_truncated_product_ratings" AFTER TRUNCATE ON "reviews"
FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_product_ratings();--> statement-breakpoint
UPDATE "products" SET ("approved_review_count", "approved_average_rating") = (
  SELECT count(*)::integer, round(avg("rating"), 2) FROM "reviews" WHERE "product_id" = "products"."id" AND "is_approved"
);--> statement-breakpoint
-- Without a pending list (fastupdate): a search would scan it whole until a vacuum merged it, and PGlite
-- never vacuums by itself.
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- One index per sort, over the active products only; 'newest' walks products_active_idx backwards.
CREATE INDEX "products_catalog_popular_idx" ON "products" USING btree ("is_top_seller" DESC NULLS FIRST,"id") WHERE NOT "products"."is_archived";--> statement-breakpoint
CREATE INDEX "products_catalog_fast_shipping_idx" ON "products" USING btree ("is_fast_shipping" DESC NULLS FIRST,"id") WHERE NOT "products"."is_archived";--> statement-breakpoint
CREATE INDEX "products_catalog_price_asc_idx" ON "products" USING btree ("from_price","id") WHERE NOT "products"."is_archived";--> statement-breakpoint
CREATE INDEX "products_catalog_price_desc_idx" ON "products" USING btree ("from_price" DESC NULLS FIRST,"id") WHERE NOT "products"."is_archived";--> statement-breakpoint
CREATE INDEX "products_catalog_rating_idx" ON "products" USING btree ("approved_average_rating" DESC NULLS LAST,"approved_review_count" DESC NULLS FIRST,"id") WHERE NOT "products"."is_archived";
