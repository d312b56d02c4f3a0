-- The Overview (issue 21, item 3) sums paid orders by the time they were paid: every paid order has a paid_at
-- (rows paid before paid_at was kept take their placing time), and a partial index finds them by it.
UPDATE "orders" SET "paid_at" = "created_at" WHERE "payment_status" = 'completed' AND "paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."payment_status" = 'completed';
