-- Issue 21, item 6 (review): a quote goes into one cart once, even when added twice at once, and the
-- orders placed at a quote are found by an index.
CREATE UNIQUE INDEX "cart_items_session_quote_idx" ON "cart_items" USING btree ("session_id","quote_reply_id") WHERE "cart_items"."quote_reply_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_quote_idx" ON "order_items" USING btree ("quote_reply_id") WHERE "order_items"."quote_reply_id" IS NOT NULL;