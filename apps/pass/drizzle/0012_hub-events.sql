CREATE TABLE "uploaded_image" (
	"id" uuid NOT NULL,
	"width" integer NOT NULL,
	"organizer_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_image_id_width_pk" PRIMARY KEY("id","width")
);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venue" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
ALTER TABLE "organizer" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "organizer" ADD COLUMN "default_language_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizer" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "uploaded_image" ADD CONSTRAINT "uploaded_image_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_image_organizer_idx" ON "uploaded_image" USING btree ("organizer_id");--> statement-breakpoint
ALTER TABLE "venue" ADD CONSTRAINT "venue_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;