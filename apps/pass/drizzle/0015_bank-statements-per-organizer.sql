DROP INDEX "bank_transaction_reference_unique";--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transaction_organizer_idx" ON "bank_transaction" USING btree ("organizer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_event_created_idx" ON "orders" USING btree ("event_id","created_at","id");--> statement-breakpoint
ALTER TABLE "bank_transaction" ADD CONSTRAINT "bank_transaction_reference_unique" UNIQUE NULLS NOT DISTINCT("organizer_id","bank_reference");