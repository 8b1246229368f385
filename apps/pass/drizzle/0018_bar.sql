CREATE TABLE "bar_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bar_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_category_id" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"variants" jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bar_product_deposit" CHECK ("bar_product"."deposit_amount" >= 0),
	CONSTRAINT "bar_product_vat" CHECK ("bar_product"."vat_rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "bar_sale_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" text,
	"name" text NOT NULL,
	"product_category_id" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bar_sale" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"event_id" uuid NOT NULL,
	"bar_id" uuid NOT NULL,
	"shift_id" uuid NOT NULL,
	"client_sale_id" text NOT NULL,
	"till_key" text NOT NULL,
	"payment_method" text NOT NULL,
	"chip_id" uuid,
	"total" integer NOT NULL,
	"sold_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"storno_of_sale_id" uuid,
	"stornoed_at" timestamp with time zone,
	CONSTRAINT "bar_sale_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "bar_shift" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"bar_id" uuid NOT NULL,
	"till_key" text NOT NULL,
	"till_name" text NOT NULL,
	"device_id" uuid,
	"account_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"z_report" jsonb
);
--> statement-breakpoint
CREATE TABLE "bar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chip_transaction" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "bar_product" ADD CONSTRAINT "bar_product_bar_id_bar_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_sale_line" ADD CONSTRAINT "bar_sale_line_sale_id_bar_sale_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."bar_sale"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_sale" ADD CONSTRAINT "bar_sale_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_sale" ADD CONSTRAINT "bar_sale_bar_id_bar_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_sale" ADD CONSTRAINT "bar_sale_shift_id_bar_shift_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."bar_shift"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_sale" ADD CONSTRAINT "bar_sale_chip_id_chip_id_fk" FOREIGN KEY ("chip_id") REFERENCES "public"."chip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_shift" ADD CONSTRAINT "bar_shift_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar_shift" ADD CONSTRAINT "bar_shift_bar_id_bar_id_fk" FOREIGN KEY ("bar_id") REFERENCES "public"."bar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bar" ADD CONSTRAINT "bar_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bar_product_bar_idx" ON "bar_product" USING btree ("bar_id");--> statement-breakpoint
CREATE INDEX "bar_sale_line_sale_idx" ON "bar_sale_line" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_sale_client_idx" ON "bar_sale" USING btree ("event_id","client_sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_sale_storno_once_idx" ON "bar_sale" USING btree ("storno_of_sale_id");--> statement-breakpoint
CREATE INDEX "bar_sale_shift_idx" ON "bar_sale" USING btree ("shift_id","number");--> statement-breakpoint
CREATE INDEX "bar_sale_till_idx" ON "bar_sale" USING btree ("event_id","till_key","number");--> statement-breakpoint
CREATE INDEX "bar_sale_chip_idx" ON "bar_sale" USING btree ("chip_id");--> statement-breakpoint
CREATE INDEX "bar_shift_bar_idx" ON "bar_shift" USING btree ("bar_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bar_shift_open_till_idx" ON "bar_shift" USING btree ("event_id","till_key") WHERE "bar_shift"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "bar_event_idx" ON "bar" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chip_transaction_sale_unique" ON "chip_transaction" USING btree ("sale_id");