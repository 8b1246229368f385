CREATE SEQUENCE "public"."credit_note_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "credit_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint DEFAULT nextval('credit_note_number_seq') NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_note_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_note_amount_positive" CHECK ("credit_note"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "refund_payment_unique";--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note" ADD CONSTRAINT "credit_note_refund_id_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_order_idx" ON "credit_note" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_order_idx" ON "refund" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_payment_unique" ON "refund" USING btree ("payment_id") WHERE "refund"."reason" <> 'boxOffice';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_amount" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."paid_amount");