-- The owner's desk at 100,000 orders (issue 21, `npm run bench:desk`): the orders with a rush line from a
-- small partial index instead of every line, and the Overview's month of lines (top products and
-- categories) from a covering index alone instead of a scan of order_items. Drizzle cannot describe
-- INCLUDE; schema.ts says so beside order_items' indexes.
CREATE INDEX "order_items_rush_order_idx" ON "order_items" USING btree ("order_id") WHERE "order_items"."is_rush";--> statement-breakpoint
CREATE INDEX "order_items_order_cover_idx" ON "order_items" USING btree ("order_id") INCLUDE ("product_id", "product_name", "quantity", "line_total");
