CREATE TABLE "throttle_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"throttle" text NOT NULL,
	"key" text NOT NULL,
	"attempt" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_attempts_key_idx" ON "throttle_attempts" USING btree ("throttle","key","created_at");--> statement-breakpoint
CREATE INDEX "throttle_attempts_attempt_idx" ON "throttle_attempts" USING btree ("attempt");--> statement-breakpoint
CREATE INDEX "throttle_attempts_created_at_idx" ON "throttle_attempts" USING btree ("created_at");