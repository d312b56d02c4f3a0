ALTER TABLE "shipping_settings" ADD COLUMN "order_cutoff_hour" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD CONSTRAINT "shipping_settings_cutoff_hour_range" CHECK ("shipping_settings"."order_cutoff_hour" BETWEEN 0 AND 23);