CREATE TABLE "bar_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"offline_limit_per_chip" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bar_settings_offline_limit" CHECK ("bar_settings"."offline_limit_per_chip" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bar_till_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"till_key" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "debt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_settings" ADD CONSTRAINT "bar_settings_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_till_key" ADD CONSTRAINT "bar_till_key_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_till_key_till_idx" ON "bar_till_key" USING btree ("event_id","till_key");--> statement-breakpoint
ALTER TABLE "chip" ADD CONSTRAINT "chip_debt_nonnegative" CHECK ("chip"."debt" >= 0);