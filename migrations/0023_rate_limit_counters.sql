-- Issue 22: request limits shared by every instance on one PostgreSQL (plugins/rate-limit-store.ts,
-- decision 0033): a counter per route and client key, for a fixed window.
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");