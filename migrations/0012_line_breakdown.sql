-- What an order line's price was made of, for the pages that print it (src/shared/line-breakdown.ts):
-- unit price × quantity before the quantity discount, and the tier's percentage. Lines placed before
-- this keep NULL and are printed from their unit price and total.
ALTER TABLE "order_items" ADD COLUMN "amount_before_discount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "quantity_discount_percent" numeric(5, 2);