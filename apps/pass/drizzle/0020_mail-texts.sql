CREATE TABLE "organizer_mail_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"event_id" uuid,
	"sender_name" text,
	"reply_to" text,
	"paragraph" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_mail_texts_scope_unique" UNIQUE NULLS NOT DISTINCT("organizer_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "organizer_mail_texts" ADD CONSTRAINT "organizer_mail_texts_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_mail_texts" ADD CONSTRAINT "organizer_mail_texts_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;