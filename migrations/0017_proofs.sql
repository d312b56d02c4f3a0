CREATE TABLE "order_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"page_count" integer NOT NULL,
	"note" text,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"decision" text,
	"comment" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_proofs_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "order_proofs_decision_valid" CHECK ("order_proofs"."decision" IN ('approved', 'changes_requested')),
	CONSTRAINT "order_proofs_version_positive" CHECK ("order_proofs"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_without_approval_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_without_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_item_version_idx" ON "order_proofs" USING btree ("order_item_id","version");