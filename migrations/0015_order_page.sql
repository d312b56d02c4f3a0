CREATE TABLE "order_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_lookup_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_production_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_links_order_idx" ON "order_links" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lookup_requests_email_idx" ON "order_lookup_requests" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "order_lookup_requests_address_idx" ON "order_lookup_requests" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "order_lookup_requests_created_at_idx" ON "order_lookup_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_carrier_valid" CHECK ("orders"."tracking_carrier" IN ('ups', 'fedex', 'usps', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" IN ('pending', 'completed', 'voided', 'failed', 'refunded'));--> statement-breakpoint
-- Orders placed before the timeline was kept: their last change is the best date there is.
UPDATE "orders" SET "paid_at" = "updated_at" WHERE "payment_status" = 'completed';--> statement-breakpoint
UPDATE "orders" SET "in_production_at" = "updated_at" WHERE "status" = 'in_progress';--> statement-breakpoint
UPDATE "orders" SET "completed_at" = "updated_at" WHERE "status" = 'completed';
