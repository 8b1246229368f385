CREATE TABLE "door_change" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_scan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"client_scan_id" text NOT NULL,
	"ticket_id" uuid,
	"voucher_id" uuid,
	"direction" text NOT NULL,
	"result" text NOT NULL,
	"gate" text NOT NULL,
	"device_id" uuid,
	"account_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"undone_at" timestamp with time zone,
	"previous_scan_id" uuid,
	CONSTRAINT "door_scan_one_subject" CHECK ("door_scan"."ticket_id" is null or "door_scan"."voucher_id" is null)
);
--> statement-breakpoint
CREATE TABLE "event_door" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"reentry_allowed" boolean DEFAULT false NOT NULL,
	"check_id_ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "door_scan" ADD CONSTRAINT "door_scan_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scan" ADD CONSTRAINT "door_scan_ticket_id_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ticket"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_scan" ADD CONSTRAINT "door_scan_voucher_id_order_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."order_voucher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_door" ADD CONSTRAINT "event_door_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_change_event_idx" ON "door_change" USING btree ("event_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "door_scan_client_idx" ON "door_scan" USING btree ("event_id","client_scan_id");--> statement-breakpoint
CREATE INDEX "door_scan_ticket_idx" ON "door_scan" USING btree ("ticket_id","scanned_at");--> statement-breakpoint
CREATE INDEX "door_scan_event_idx" ON "door_scan" USING btree ("event_id","scanned_at");--> statement-breakpoint
-- Every ticket sold or whose status changes lands in the door lists' change log (drizzle-kit does not write triggers).
CREATE FUNCTION "door_change_of_ticket"() RETURNS trigger AS $$
BEGIN
	INSERT INTO "door_change" ("event_id", "ticket_id")
	SELECT "ticket_type"."event_id", NEW."id" FROM "ticket_type" WHERE "ticket_type"."id" = NEW."ticket_type_id";
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "ticket_door_change" AFTER INSERT OR UPDATE OF "status" ON "ticket"
	FOR EACH ROW EXECUTE FUNCTION "door_change_of_ticket"();
