CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organizer_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"inventory_number" text,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"token_hash" text,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_pairing_code_hash_unique" UNIQUE("pairing_code_hash"),
	CONSTRAINT "device_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "device_kind" CHECK ("device"."kind" in ('scanner', 'till'))
);
--> statement-breakpoint
CREATE TABLE "organizer_api_key" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organizer_api_key_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "organizer_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role_id" integer NOT NULL,
	"event_ids" uuid[],
	"invited_by" uuid,
	"language_id" integer NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_invitation_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "organizer_member" ADD COLUMN "event_ids" uuid[];--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device" ADD CONSTRAINT "device_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_api_key" ADD CONSTRAINT "organizer_api_key_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_api_key" ADD CONSTRAINT "organizer_api_key_created_by_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_invitation" ADD CONSTRAINT "organizer_invitation_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_invitation" ADD CONSTRAINT "organizer_invitation_invited_by_account_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_organizer_idx" ON "audit_log" USING btree ("organizer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_organizer_number_idx" ON "device" USING btree ("organizer_id","number");--> statement-breakpoint
CREATE INDEX "organizer_api_key_organizer_idx" ON "organizer_api_key" USING btree ("organizer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_invitation_open_idx" ON "organizer_invitation" USING btree ("organizer_id","email") WHERE "organizer_invitation"."accepted_at" is null and "organizer_invitation"."revoked_at" is null;