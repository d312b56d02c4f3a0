CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"size" text,
	"material" text,
	"quantity" integer NOT NULL,
	"is_double_sided" boolean DEFAULT false NOT NULL,
	"is_rush" boolean DEFAULT false NOT NULL,
	"cut_shape" text,
	"finish" text,
	"lamination" boolean DEFAULT false NOT NULL,
	"custom_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"design_method" text NOT NULL,
	"design_notes" text,
	"unit_price" numeric(10, 2) NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0),
	CONSTRAINT "cart_items_money_not_negative" CHECK ("cart_items"."unit_price" >= 0 AND "cart_items"."total_price" >= 0),
	CONSTRAINT "cart_items_design_method" CHECK ("cart_items"."design_method" IN ('upload', 'create'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"custom_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount_percentage" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_code_uppercase" CHECK ("discount_codes"."code" = upper("discount_codes"."code") AND length(trim("discount_codes"."code")) > 0),
	CONSTRAINT "discount_codes_percentage_range" CHECK ("discount_codes"."discount_percentage" BETWEEN 1 AND 100),
	CONSTRAINT "discount_codes_usage_limit_positive" CHECK ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."usage_limit" >= 1),
	CONSTRAINT "discount_codes_usage_count_not_negative" CHECK ("discount_codes"."usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"size" text,
	"material" text,
	"quantity" integer NOT NULL,
	"is_double_sided" boolean DEFAULT false NOT NULL,
	"is_rush" boolean DEFAULT false NOT NULL,
	"cut_shape" text,
	"finish" text,
	"lamination" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"design_method" text NOT NULL,
	"design_notes" text,
	"unit_price" numeric(10, 2) NOT NULL,
	"line_total" numeric(10, 2) NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0),
	CONSTRAINT "order_items_money_not_negative" CHECK ("order_items"."unit_price" >= 0 AND "order_items"."line_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text,
	"customer_company" text,
	"customer_address" text,
	"customer_city" text,
	"customer_state" text,
	"customer_zip_code" text,
	"customer_notes" text,
	"shipping_method" text NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"discount_code" text,
	"discount_percentage" integer,
	"discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"shipping_cost" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"paypal_order_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount_amount" >= 0 AND "orders"."shipping_cost" >= 0 AND "orders"."total" >= 0),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" IN ('new', 'in_progress', 'completed')),
	CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" IN ('pending', 'completed')),
	CONSTRAINT "orders_payment_method_valid" CHECK ("orders"."payment_method" IN ('paypal', 'store')),
	CONSTRAINT "orders_shipping_method_valid" CHECK ("orders"."shipping_method" IN ('pickup', 'standard', 'rush'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_price" numeric(10, 2) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"turnaround_time" text DEFAULT '3-5 business days' NOT NULL,
	"has_double_sided" boolean DEFAULT false NOT NULL,
	"double_sided_price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"rush_fee" numeric(10, 2) DEFAULT '0' NOT NULL,
	"has_lamination" boolean DEFAULT false NOT NULL,
	"has_cut_shapes" boolean DEFAULT false NOT NULL,
	"has_finishes" boolean DEFAULT false NOT NULL,
	"sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"materials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cut_shapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finishes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quantity_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_keywords" text,
	"seo_script_tags" text,
	"overview" text,
	"specifications" text,
	"faqs" text,
	"related_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_money_not_negative" CHECK ("products"."base_price" >= 0 AND "products"."double_sided_price" >= 0 AND "products"."rush_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"banner_enabled" boolean DEFAULT true NOT NULL,
	"banner_text" text NOT NULL,
	"banner_color" text NOT NULL,
	"discount_code" text NOT NULL,
	"discount_percentage" integer DEFAULT 20 NOT NULL,
	"end_time" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_settings_singleton" CHECK ("promo_settings"."id" = 1),
	CONSTRAINT "promo_settings_percentage_range" CHECK ("promo_settings"."discount_percentage" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"review_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"store_address" text NOT NULL,
	"standard_shipping_price" numeric(10, 2) DEFAULT '15.00' NOT NULL,
	"rush_shipping_price" numeric(10, 2) DEFAULT '75.00' NOT NULL,
	"free_shipping_enabled" boolean DEFAULT false NOT NULL,
	"free_shipping_minimum" numeric(10, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_singleton" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_money_not_negative" CHECK ("shipping_settings"."standard_shipping_price" >= 0 AND "shipping_settings"."rush_shipping_price" >= 0 AND "shipping_settings"."free_shipping_minimum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"mime_type" text NOT NULL,
	"sha256" text NOT NULL,
	"cart_item_id" integer,
	"order_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "uploaded_files_size_not_negative" CHECK ("uploaded_files"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_idx" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "cart_items_session_idx" ON "cart_items" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "cart_items_updated_at_idx" ON "cart_items" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_active_idx" ON "products" USING btree ("is_archived","id");--> statement-breakpoint
CREATE INDEX "reviews_product_approved_idx" ON "reviews" USING btree ("product_id","is_approved");--> statement-breakpoint
CREATE INDEX "uploaded_files_cart_item_idx" ON "uploaded_files" USING btree ("cart_item_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_order_item_idx" ON "uploaded_files" USING btree ("order_item_id");