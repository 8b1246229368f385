CREATE TABLE "bar_product_version" (
	"product_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"product_category_id" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"deposit_amount" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"active" boolean NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	CONSTRAINT "bar_product_version_product_id_version_pk" PRIMARY KEY("product_id","version")
);
--> statement-breakpoint
CREATE TABLE "bar_refused_sale" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"till_key" text NOT NULL,
	"till_name" text NOT NULL,
	"bar_id" uuid,
	"shift_id" uuid,
	"client_sale_id" text NOT NULL,
	"reason" text NOT NULL,
	"payment_method" text NOT NULL,
	"chip_uid" text,
	"total" integer,
	"sold_at" timestamp with time zone NOT NULL,
	"sale" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bar_product" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_product" ADD COLUMN "version_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bar_product_version" ADD CONSTRAINT "bar_product_version_product_id_bar_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."bar_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_refused_sale" ADD CONSTRAINT "bar_refused_sale_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_refused_sale" ADD CONSTRAINT "bar_refused_sale_bar_id_bar_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_refused_sale" ADD CONSTRAINT "bar_refused_sale_shift_id_bar_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."bar_shift"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bar_refused_sale_client_idx" ON "bar_refused_sale" USING btree ("event_id","till_key","client_sale_id");--> statement-breakpoint
CREATE INDEX "bar_refused_sale_event_idx" ON "bar_refused_sale" USING btree ("event_id","sold_at");--> statement-breakpoint
-- Credit bought with a ticket was recorded as an online top-up; its order's chip credit line names no chip.
UPDATE "chip_top_up" SET "channel" = 'preload' WHERE "channel" = 'online' AND EXISTS (
	SELECT 1 FROM "order_item" i WHERE i."order_id" = "chip_top_up"."order_id" AND i."kind" = 'chipCredit' AND i."chip_id" IS NULL
);
