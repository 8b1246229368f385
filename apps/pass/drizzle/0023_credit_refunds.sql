CREATE TABLE "credit_refund_request" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"chip_id" uuid NOT NULL,
	"account_id" uuid,
	"amount" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"iban" text NOT NULL,
	"holder_name" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "credit_refund_request_amount_positive" CHECK ("credit_refund_request"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund" DROP CONSTRAINT "refund_one_source";--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "credit_refund_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "credit_refund_request_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_refund_request" ADD CONSTRAINT "credit_refund_request_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refund_request" ADD CONSTRAINT "credit_refund_request_chip_id_chip_id_fk" FOREIGN KEY ("chip_id") REFERENCES "public"."chip"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refund_request" ADD CONSTRAINT "credit_refund_request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_refund_request_event_idx" ON "credit_refund_request" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_refund_request_iban_idx" ON "credit_refund_request" USING btree ("iban");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_refund_request_chip_live_idx" ON "credit_refund_request" USING btree ("chip_id") WHERE "credit_refund_request"."status" <> 'rejected';--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_credit_refund_request_id_credit_refund_request_id_fk" FOREIGN KEY ("credit_refund_request_id") REFERENCES "public"."credit_refund_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chip_transaction_refund_once" ON "chip_transaction" USING btree ("chip_id") WHERE "chip_transaction"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "refund_credit_refund_request_unique" ON "refund" USING btree ("credit_refund_request_id");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_one_source" CHECK (num_nonnulls("refund"."payment_id", "refund"."bank_transaction_id", "refund"."credit_refund_request_id") = 1);