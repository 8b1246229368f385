CREATE TABLE "chip_transaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chip_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supercoupon_redemption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supercoupon_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supercoupon_redemption_quantity" CHECK ("supercoupon_redemption"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "supercoupon_ticket_type" (
	"supercoupon_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	CONSTRAINT "supercoupon_ticket_type_supercoupon_id_ticket_type_id_pk" PRIMARY KEY("supercoupon_id","ticket_type_id")
);
--> statement-breakpoint
CREATE TABLE "supercoupon" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"event_id" uuid,
	"event_group_id" uuid,
	"max_redemptions" integer NOT NULL,
	"redeemed" integer DEFAULT 0 NOT NULL,
	"per_event_limit" integer DEFAULT 1 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "supercoupon_code_unique" UNIQUE("code"),
	CONSTRAINT "supercoupon_redeemed" CHECK ("supercoupon"."redeemed" >= 0 and "supercoupon"."redeemed" <= "supercoupon"."max_redemptions"),
	CONSTRAINT "supercoupon_scope" CHECK (("supercoupon"."event_id" is null) <> ("supercoupon"."event_group_id" is null))
);
--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "chip_id" uuid;--> statement-breakpoint
ALTER TABLE "chip_transaction" ADD CONSTRAINT "chip_transaction_chip_id_chip_id_fk" FOREIGN KEY ("chip_id") REFERENCES "public"."chip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supercoupon_redemption" ADD CONSTRAINT "supercoupon_redemption_supercoupon_id_supercoupon_id_fk" FOREIGN KEY ("supercoupon_id") REFERENCES "public"."supercoupon"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supercoupon_redemption" ADD CONSTRAINT "supercoupon_redemption_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supercoupon_ticket_type" ADD CONSTRAINT "supercoupon_ticket_type_supercoupon_id_supercoupon_id_fk" FOREIGN KEY ("supercoupon_id") REFERENCES "public"."supercoupon"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supercoupon_ticket_type" ADD CONSTRAINT "supercoupon_ticket_type_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supercoupon" ADD CONSTRAINT "supercoupon_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supercoupon" ADD CONSTRAINT "supercoupon_event_group_id_event_group_id_fk" FOREIGN KEY ("event_group_id") REFERENCES "public"."event_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chip_transaction_chip_idx" ON "chip_transaction" USING btree ("chip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chip_transaction_order_unique" ON "chip_transaction" USING btree ("order_id","chip_id");--> statement-breakpoint
CREATE INDEX "supercoupon_redemption_coupon_event_idx" ON "supercoupon_redemption" USING btree ("supercoupon_id","event_id");--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_chip_id_chip_id_fk" FOREIGN KEY ("chip_id") REFERENCES "public"."chip"("id") ON DELETE no action ON UPDATE no action;