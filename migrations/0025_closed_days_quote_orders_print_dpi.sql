-- The shop's closed days (federal holidays, the owner's own), how many orders a quote allows, and the
-- artwork check's thresholds per product and category (docs/product/storefront.md#the-artwork-check).
ALTER TABLE "categories" ADD COLUMN "print_dpi_great" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "print_dpi_ok" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_dpi_great" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "print_dpi_ok" integer;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD COLUMN "max_orders" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD COLUMN "federal_holidays" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD COLUMN "closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_print_dpi_pair" CHECK (("categories"."print_dpi_great" IS NULL AND "categories"."print_dpi_ok" IS NULL) OR ("categories"."print_dpi_ok" > 0 AND "categories"."print_dpi_great" >= "categories"."print_dpi_ok"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_print_dpi_pair" CHECK (("products"."print_dpi_great" IS NULL AND "products"."print_dpi_ok" IS NULL) OR ("products"."print_dpi_ok" > 0 AND "products"."print_dpi_great" >= "products"."print_dpi_ok"));--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_max_orders" CHECK ("quote_replies"."max_orders" BETWEEN 1 AND 1000);