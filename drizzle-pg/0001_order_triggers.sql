-- What drizzle/0012_order_model.sql's triggers do in SQLite, in PostgreSQL's words (drizzle-kit cannot write
-- triggers, so this migration is hand-written with `drizzle-kit generate --custom`).
-- The order log is append-only: an UPDATE or DELETE fails with the same message as SQLite's RAISE(ABORT).
-- PostgreSQL also has TRUNCATE, which skips row triggers, so it is refused too.
CREATE FUNCTION "order_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'order_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_no_update" BEFORE UPDATE ON "order_events"
	FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "order_events_no_delete" BEFORE DELETE ON "order_events"
	FOR EACH ROW EXECUTE FUNCTION "order_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "order_events_no_truncate" BEFORE TRUNCATE ON "order_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "order_events_append_only"();--> statement-breakpoint
-- Deleting an account erases the person from its ended orders at once; the shop keeps amounts, dates and
-- what was printed. The address keeps its keys (state and country kept, the rest emptied) as JSON text.
CREATE FUNCTION "users_delete_erases_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "orders" SET
		"address" = json_build_object('fullName', '', 'line1', '', 'line2', '', 'city', '',
			'state', "address"::json ->> 'state', 'postcode', '', 'country', "address"::json ->> 'country',
			'phone', '', 'email', '')::text,
		"email" = '',
		"personal_data_erased_at" = to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
	WHERE "user_id" = OLD."id" AND "status" IN ('delivered', 'refunded', 'canceled')
		AND "personal_data_erased_at" IS NULL;
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_delete_erases_orders" BEFORE DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "users_delete_erases_orders"();
