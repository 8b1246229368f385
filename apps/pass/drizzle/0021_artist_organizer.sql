ALTER TABLE "band" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
ALTER TABLE "performer" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
ALTER TABLE "band" ADD CONSTRAINT "band_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer" ADD CONSTRAINT "performer_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "band_organizer_idx" ON "band" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "performer_organizer_idx" ON "performer" USING btree ("organizer_id");