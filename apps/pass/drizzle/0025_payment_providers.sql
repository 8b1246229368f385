CREATE TABLE "payment_provider_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text NOT NULL,
	"secret_hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_account_organizer_id_unique" UNIQUE("organizer_id")
);
--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "provider_redirect_url" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "fee_amount" integer;--> statement-breakpoint
ALTER TABLE "payment_provider_account" ADD CONSTRAINT "payment_provider_account_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_payment_unique" ON "payment" USING btree ("provider","provider_payment_id");