CREATE TABLE "payout_batch" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"currency_id" integer NOT NULL,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"count" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'exported' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	CONSTRAINT "payout_batch_count_positive" CHECK ("payout_batch"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "payout_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_batch" ADD CONSTRAINT "payout_batch_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_batch_organizer_idx" ON "payout_batch" USING btree ("organizer_id","created_at");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payout_batch_id_payout_batch_id_fk" FOREIGN KEY ("payout_batch_id") REFERENCES "public"."payout_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_payout_batch_idx" ON "refund" USING btree ("payout_batch_id");