-- Issue 21, item 6: the shop answers a quote request with a price (quote_replies), the customer orders it
-- from the e-mailed link (quote_links keeps only the SHA-256 of each link's token), and a cart or order line
-- remembers the quote it was priced at.
CREATE TABLE "quote_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_reply_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "quote_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_days" integer NOT NULL,
	"valid_until" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_replies_quantity_positive" CHECK ("quote_replies"."quantity" > 0),
	CONSTRAINT "quote_replies_price_positive" CHECK ("quote_replies"."unit_price" > 0),
	CONSTRAINT "quote_replies_valid_days" CHECK ("quote_replies"."valid_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quote_reply_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quote_reply_id" integer;--> statement-breakpoint
ALTER TABLE "quote_links" ADD CONSTRAINT "quote_links_quote_reply_id_quote_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_replies" ADD CONSTRAINT "quote_replies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_links_reply_idx" ON "quote_links" USING btree ("quote_reply_id");--> statement-breakpoint
CREATE INDEX "quote_replies_request_idx" ON "quote_replies" USING btree ("quote_request_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quote_reply_id_quote_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quote_reply_id_quote_replies_id_fk" FOREIGN KEY ("quote_reply_id") REFERENCES "public"."quote_replies"("id") ON DELETE restrict ON UPDATE no action;