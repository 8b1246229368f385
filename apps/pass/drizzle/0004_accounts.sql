CREATE TABLE "account_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_favorite_band" (
	"account_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_favorite_band_account_id_band_id_pk" PRIMARY KEY("account_id","band_id")
);
--> statement-breakpoint
CREATE TABLE "account_favorite_performer" (
	"account_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_favorite_performer_account_id_performer_id_pk" PRIMARY KEY("account_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "account_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"language_id" integer NOT NULL,
	"phone" text,
	"billing" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_email_normalized" CHECK ("account"."email" = lower(btrim("account"."email")))
);
--> statement-breakpoint
CREATE TABLE "auth_attempt" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizer_member" (
	"organizer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"role_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_member_organizer_id_account_id_pk" PRIMARY KEY("organizer_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "account_code" ADD CONSTRAINT "account_code_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_favorite_band" ADD CONSTRAINT "account_favorite_band_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_favorite_band" ADD CONSTRAINT "account_favorite_band_band_id_band_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."band"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_favorite_performer" ADD CONSTRAINT "account_favorite_performer_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_favorite_performer" ADD CONSTRAINT "account_favorite_performer_performer_id_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_member" ADD CONSTRAINT "organizer_member_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_member" ADD CONSTRAINT "organizer_member_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_code_hash_unique" ON "account_code" USING btree ("purpose","code_hash");--> statement-breakpoint
CREATE INDEX "account_code_account_idx" ON "account_code" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_token_hash_unique" ON "account_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_token_account_idx" ON "account_token" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_email_unique" ON "account" USING btree ("email");--> statement-breakpoint
CREATE INDEX "auth_attempt_key_idx" ON "auth_attempt" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "organizer_member_account_idx" ON "organizer_member" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "chip" ADD CONSTRAINT "chip_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chip_account_idx" ON "chip" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "orders_email_lower_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");