DROP TABLE "admin_login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "discount_code_failures" CASCADE;--> statement-breakpoint
DROP TABLE "order_lookup_requests" CASCADE;--> statement-breakpoint
DROP TABLE "review_submissions" CASCADE;