-- Public reads (the catalogue, a product, its reviews, the categories, the promo and shipping settings,
-- the storefront pages) are kept in each app process's memory (decision 0020). Every statement that
-- writes a table behind them notifies the channel 'public_reads' with the table's name, whoever runs it
-- (the app, another instance, a script, psql): PostgreSQL delivers the notification to every listening
-- session when the transaction commits (never for a rollback), and the processes drop what the table
-- feeds (src/server/plugins/public-read-store.ts, topicsOfTable). Statement-level, so a write of many
-- rows sends one notification, and identical notifications of one transaction are sent once.
CREATE FUNCTION notify_public_reads() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_reads', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_reads();--> statement-breakpoint
CREATE TRIGGER "categories_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_reads();--> statement-breakpoint
CREATE TRIGGER "reviews_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_reads();--> statement-breakpoint
CREATE TRIGGER "promo_settings_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_reads();--> statement-breakpoint
CREATE TRIGGER "shipping_settings_public_reads" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_reads();
