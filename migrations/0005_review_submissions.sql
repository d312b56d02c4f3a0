CREATE TABLE "review_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "review_submissions_address_idx" ON "review_submissions" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "review_submissions_created_at_idx" ON "review_submissions" USING btree ("created_at");