-- Custom sizes (issue 20, src/shared/custom-size.ts): a product may be ordered at any width × height,
-- priced by area; a cart line keeps the width and height in inches instead of a size code.
ALTER TABLE "products" ADD COLUMN "custom_size" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "custom_width_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "custom_height_in" numeric(8, 2);--> statement-breakpoint
-- The 'starting at' price now counts the smallest custom size too (productFromPrice and
-- lowestCustomSizeCents in src/shared): max(round(min width × min height × rate / 144, 2), minimum charge),
-- where round is half away from zero, as half-up is for these non-negative amounts. A setting that is not
-- what the admin stores (a missing or non-numeric field) is skipped rather than failing the write.
CREATE FUNCTION catalog_custom_size_from_price(custom_size jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN jsonb_typeof(custom_size) = 'object'
      AND jsonb_typeof(custom_size -> 'minWidthIn') = 'number'
      AND jsonb_typeof(custom_size -> 'minHeightIn') = 'number'
      AND custom_size ->> 'ratePerSqFt' ~ '^[0-9]{1,8}(\.[0-9]{1,2})?$'
      AND custom_size ->> 'minimumCharge' ~ '^[0-9]{1,8}(\.[0-9]{1,2})?$'
    THEN greatest(
      round((custom_size ->> 'minWidthIn')::numeric * (custom_size ->> 'minHeightIn')::numeric
        * (custom_size ->> 'ratePerSqFt')::numeric / 144, 2),
      (custom_size ->> 'minimumCharge')::numeric)
  END
$$;--> statement-breakpoint
CREATE FUNCTION catalog_from_price(sizes jsonb, base_price numeric, custom_size jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN catalog_custom_size_from_price(custom_size) IS NULL THEN catalog_from_price(sizes, base_price)
    WHEN jsonb_typeof(sizes) = 'array' AND jsonb_array_length(sizes) > 0
      THEN least(catalog_from_price(sizes, base_price), catalog_custom_size_from_price(custom_size))
    ELSE catalog_custom_size_from_price(custom_size)
  END
$$;--> statement-breakpoint
-- A generated column's expression cannot be changed in place before PostgreSQL 17: dropped (its indexes
-- with it) and added again, which computes it for every row.
ALTER TABLE "products" DROP COLUMN "from_price";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "from_price" numeric(10, 2) GENERATED ALWAYS AS (catalog_from_price("sizes", "base_price", "custom_size")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_catalog_price_asc_idx" ON "products" USING btree ("from_price","id") WHERE NOT "products"."is_archived";--> statement-breakpoint
CREATE INDEX "products_catalog_price_desc_idx" ON "products" USING btree ("from_price" DESC NULLS FIRST,"id") WHERE NOT "products"."is_archived";
