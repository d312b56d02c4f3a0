ALTER TABLE "order_items" ADD COLUMN "size_width_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_height_in" numeric(8, 2);--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "pixel_width" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "pixel_height" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "page_width_pt" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "page_height_pt" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "thumbnail" text;