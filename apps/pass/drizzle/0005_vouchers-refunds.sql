CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"payment_id" uuid,
	"bank_transaction_id" uuid,
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"counterparty_account" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount" > 0),
	CONSTRAINT "refund_one_source" CHECK (("refund"."payment_id" is null) <> ("refund"."bank_transaction_id" is null))
);--> statement-breakpoint
CREATE TABLE "order_voucher" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"ticket_product_id" uuid,
	"code" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "order_voucher_code_unique" UNIQUE("code"),
	CONSTRAINT "order_voucher_quantity" CHECK ("order_voucher"."quantity" >= 1)
);--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "chip" ADD COLUMN "product_item_id" uuid;--> statement-breakpoint
ALTER TABLE "vat_rate" ADD COLUMN "product_category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_product" ADD COLUMN "product_category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parent_order_id" uuid;--> statement-breakpoint
ALTER TABLE "vat_rate" DROP CONSTRAINT "vat_rate_country_id_item_type_id_pk";--> statement-breakpoint
ALTER TABLE "vat_rate" ADD CONSTRAINT "vat_rate_country_id_item_type_id_product_category_id_pk" PRIMARY KEY("country_id","item_type_id","product_category_id");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_bank_transaction_id_bank_transaction_id_fk" FOREIGN KEY ("bank_transaction_id") REFERENCES "public"."bank_transaction"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voucher" ADD CONSTRAINT "order_voucher_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voucher" ADD CONSTRAINT "order_voucher_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voucher" ADD CONSTRAINT "order_voucher_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payment_unique" ON "refund" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_bank_transaction_unique" ON "refund" USING btree ("bank_transaction_id");--> statement-breakpoint
CREATE INDEX "refund_pending_idx" ON "refund" USING btree ("created_at") WHERE "refund"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_voucher_order_idx" ON "order_voucher" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_voucher_item_unique" ON "order_voucher" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "chip" ADD CONSTRAINT "chip_product_item_id_product_item_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parent_order_id_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chip_order_idx" ON "chip" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "chip_ticket_idx" ON "chip" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "orders_parent_idx" ON "orders" USING btree ("parent_order_id");