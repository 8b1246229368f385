CREATE TABLE "chip_top_up" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"chip_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"currency_id" integer NOT NULL,
	"order_id" uuid,
	"client_top_up_id" text,
	"account_id" uuid,
	"device_id" uuid,
	"actor_name" text,
	"receipt_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chip_top_up_amounts" CHECK ("chip_top_up"."amount" >= 0 and "chip_top_up"."fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_top_up_setting" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"min_top_up" integer DEFAULT 0 NOT NULL,
	"first_top_up_fee" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_top_up_setting_amounts" CHECK ("event_top_up_setting"."min_top_up" >= 0 and "event_top_up_setting"."first_top_up_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chip_transaction" ADD COLUMN "top_up_id" uuid;--> statement-breakpoint
ALTER TABLE "chip_transaction" ADD COLUMN "counter_chip_id" uuid;--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "replaced_by_chip_id" uuid;--> statement-breakpoint
ALTER TABLE "chip_top_up" ADD CONSTRAINT "chip_top_up_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chip_top_up" ADD CONSTRAINT "chip_top_up_chip_id_chip_id_fk" FOREIGN KEY ("chip_id") REFERENCES "public"."chip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chip_top_up" ADD CONSTRAINT "chip_top_up_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_top_up_setting" ADD CONSTRAINT "event_top_up_setting_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chip_top_up_chip_idx" ON "chip_top_up" USING btree ("chip_id");--> statement-breakpoint
CREATE INDEX "chip_top_up_event_idx" ON "chip_top_up" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chip_top_up_client_unique" ON "chip_top_up" USING btree ("event_id","client_top_up_id");--> statement-breakpoint
ALTER TABLE "chip" ADD CONSTRAINT "chip_replaced_by_chip_id_chip_id_fk" FOREIGN KEY ("replaced_by_chip_id") REFERENCES "public"."chip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chip_transaction_top_up_unique" ON "chip_transaction" USING btree ("top_up_id");