CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "discount_code_ticket_type" (
	"discount_code_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	CONSTRAINT "discount_code_ticket_type_discount_code_id_ticket_type_id_pk" PRIMARY KEY("discount_code_id","ticket_type_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "discount_code_event_code_unique" UNIQUE("event_id","code"),
	CONSTRAINT "discount_code_usage" CHECK ("discount_code"."usage_limit" is null or "discount_code"."used" <= "discount_code"."usage_limit"),
	CONSTRAINT "discount_code_value" CHECK ("discount_code"."value" > 0 and ("discount_code"."kind" <> 'percent' or "discount_code"."value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "bank_transaction" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_reference" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"variable_symbol" text,
	"counterparty_account" text,
	"message" text,
	"order_id" uuid,
	"match_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transaction_amount" CHECK ("bank_transaction"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"payment_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_method_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ticket_type_id" uuid,
	"ticket_product_id" uuid,
	"product_item_id" uuid,
	"seat_id" uuid,
	"name" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"item_type_id" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	CONSTRAINT "order_item_quantity" CHECK ("order_item"."quantity" >= 1),
	CONSTRAINT "order_item_price" CHECK ("order_item"."unit_price" >= 0 and "order_item"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" bigint DEFAULT nextval('order_number_seq') NOT NULL,
	"event_id" uuid NOT NULL,
	"reservation_id" uuid,
	"status_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"billing" jsonb,
	"language_id" integer NOT NULL,
	"req_source_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"account_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total_amount" >= 0 and "orders"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"ticket_type_id" uuid,
	"ticket_product_id" uuid,
	"seat_id" uuid,
	"quantity" integer NOT NULL,
	CONSTRAINT "reservation_item_quantity" CHECK ("reservation_item"."quantity" >= 1),
	CONSTRAINT "reservation_item_one_kind" CHECK (("reservation_item"."ticket_type_id" is null) <> ("reservation_item"."ticket_product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "reservation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_claim" (
	"seat_id" uuid PRIMARY KEY NOT NULL,
	"reservation_id" uuid,
	"order_id" uuid,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"seat_id" uuid,
	"qr_code" text NOT NULL,
	"holder_name" text,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_qr_code_unique" UNIQUE("qr_code")
);
--> statement-breakpoint
ALTER TABLE "ticket_product" DROP CONSTRAINT "ticket_product_sold_within_stock";--> statement-breakpoint
ALTER TABLE "ticket_type" DROP CONSTRAINT "ticket_type_sold_within_capacity";--> statement-breakpoint
ALTER TABLE "ticket_type" DROP CONSTRAINT "ticket_type_sold_nonnegative";--> statement-breakpoint
ALTER TABLE "ticket_product" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sector" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sector" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code_ticket_type" ADD CONSTRAINT "discount_code_ticket_type_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_ticket_type" ADD CONSTRAINT "discount_code_ticket_type_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code" ADD CONSTRAINT "discount_code_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notification" ADD CONSTRAINT "payment_notification_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_product_item_id_product_item_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_seat_id_seat_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_item" ADD CONSTRAINT "reservation_item_seat_id_seat_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claim" ADD CONSTRAINT "seat_claim_seat_id_seat_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_claim" ADD CONSTRAINT "seat_claim_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket" ADD CONSTRAINT "ticket_seat_id_seat_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transaction_reference_unique" ON "bank_transaction" USING btree ("bank_reference");--> statement-breakpoint
CREATE INDEX "bank_transaction_order_idx" ON "bank_transaction" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notification_unique" ON "payment_notification" USING btree ("provider","notification_id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_item_order_idx" ON "order_item" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_unique" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_event_idx" ON "orders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status_id" = 1;--> statement-breakpoint
CREATE INDEX "reservation_item_reservation_idx" ON "reservation_item" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_item_ticket_type_idx" ON "reservation_item" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "reservation_active_expiry_idx" ON "reservation" USING btree ("expires_at") WHERE "reservation"."status" = 'active';--> statement-breakpoint
CREATE INDEX "ticket_order_idx" ON "ticket" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_seat_unique" ON "ticket" USING btree ("seat_id") WHERE "ticket"."status" = 'valid';--> statement-breakpoint
ALTER TABLE "ticket_product" ADD CONSTRAINT "ticket_product_within_stock" CHECK ("ticket_product"."stock" is null or "ticket_product"."sold" + "ticket_product"."held" <= "ticket_product"."stock");--> statement-breakpoint
ALTER TABLE "ticket_product" ADD CONSTRAINT "ticket_product_counts_nonnegative" CHECK ("ticket_product"."sold" >= 0 and "ticket_product"."held" >= 0);--> statement-breakpoint
ALTER TABLE "sector" ADD CONSTRAINT "sector_within_capacity" CHECK ("sector"."sold" >= 0 and "sector"."held" >= 0 and "sector"."sold" + "sector"."held" <= "sector"."capacity");--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_within_capacity" CHECK ("ticket_type"."capacity" is null or "ticket_type"."sold" + "ticket_type"."held" <= "ticket_type"."capacity");--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_counts_nonnegative" CHECK ("ticket_type"."sold" >= 0 and "ticket_type"."held" >= 0);--> statement-breakpoint
UPDATE "sector" SET "sold" = LEAST("sector"."capacity", (SELECT COALESCE(SUM("ticket_type"."sold"), 0) FROM "ticket_type" WHERE "ticket_type"."sector_id" = "sector"."id"));
