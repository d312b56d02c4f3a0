CREATE TABLE "discount_code_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_valid";--> statement-breakpoint
ALTER TABLE "admin_login_failures" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "discount_code_failures_address_idx" ON "discount_code_failures" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "discount_code_failures_created_at_idx" ON "discount_code_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_login_failures_device_idx" ON "admin_login_failures" USING btree ("device","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_paypal_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'paypal' AND "orders"."payment_status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_valid" CHECK ("orders"."payment_status" IN ('pending', 'completed', 'voided'));