CREATE TYPE "public"."sector_kind" AS ENUM('crowd', 'seated');--> statement-breakpoint
CREATE TABLE "chip" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"chip_uid" text NOT NULL,
	"chip_type_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"currency_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chip_chip_uid_unique" UNIQUE("chip_uid"),
	CONSTRAINT "chip_balance_nonnegative" CHECK ("chip"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_group_partner" (
	"event_group_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	CONSTRAINT "event_group_partner_event_group_id_organizer_id_pk" PRIMARY KEY("event_group_id","organizer_id")
);
--> statement-breakpoint
CREATE TABLE "event_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"header_image_url" text,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_group_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_payment_method" (
	"event_id" uuid NOT NULL,
	"payment_method_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_payment_method_event_id_payment_method_id_pk" PRIMARY KEY("event_id","payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"event_group_id" uuid,
	"venue_id" uuid,
	"gallery_id" uuid,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Europe/Prague' NOT NULL,
	"category_id" integer NOT NULL,
	"kind_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"section_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"header_image_url" text,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"currency_id" integer NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"terms_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_organizer_slug_unique" UNIQUE("organizer_id","slug"),
	CONSTRAINT "event_dates_order" CHECK ("event"."ends_at" >= "event"."starts_at"),
	CONSTRAINT "event_slug_format" CHECK ("event"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "vat_rate" (
	"country_id" integer NOT NULL,
	"item_type_id" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "vat_rate_country_id_item_type_id_pk" PRIMARY KEY("country_id","item_type_id"),
	CONSTRAINT "vat_rate_range" CHECK ("vat_rate"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "venue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"venue_type_id" integer NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "gallery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_image" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"url" text NOT NULL,
	"caption" jsonb,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb,
	"logo_url" text,
	"primary_color" text DEFAULT '#6D28D9' NOT NULL,
	"secondary_color" text DEFAULT '#F5F3FF' NOT NULL,
	"country_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"vat_id" text,
	"company_id" text,
	"iban" text,
	"website" text,
	"email" text,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_slug_unique" UNIQUE("slug"),
	CONSTRAINT "organizer_slug_format" CHECK ("organizer"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_item" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_type_id" uuid,
	"ticket_product_id" uuid,
	"item_type_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"chip_credit_min" integer,
	"chip_credit_max" integer,
	CONSTRAINT "product_item_one_owner" CHECK (("product_item"."ticket_type_id" is null) <> ("product_item"."ticket_product_id" is null)),
	CONSTRAINT "product_item_quantity_positive" CHECK ("product_item"."quantity" >= 1),
	CONSTRAINT "product_item_chip_credit" CHECK ("product_item"."chip_credit_min" is null or "product_item"."chip_credit_max" is null or "product_item"."chip_credit_max" >= "product_item"."chip_credit_min")
);
--> statement-breakpoint
CREATE TABLE "ticket_product_value" (
	"ticket_product_id" uuid NOT NULL,
	"variant_value_id" uuid NOT NULL,
	CONSTRAINT "ticket_product_value_ticket_product_id_variant_value_id_pk" PRIMARY KEY("ticket_product_id","variant_value_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"product_group_id" uuid,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image_url" text,
	"price" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"stock" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"display_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ticket_product_price_nonnegative" CHECK ("ticket_product"."price" >= 0),
	CONSTRAINT "ticket_product_sold_within_stock" CHECK ("ticket_product"."stock" is null or "ticket_product"."sold" <= "ticket_product"."stock"),
	CONSTRAINT "ticket_product_max_per_order" CHECK ("ticket_product"."max_per_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ticket_type_extra_product" (
	"ticket_type_id" uuid NOT NULL,
	"ticket_product_id" uuid NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_type_extra_product_ticket_type_id_ticket_product_id_pk" PRIMARY KEY("ticket_type_id","ticket_product_id")
);
--> statement-breakpoint
CREATE TABLE "variant_value" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"value" jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_group_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "band_performer" (
	"band_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	CONSTRAINT "band_performer_band_id_performer_id_pk" PRIMARY KEY("band_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "band" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"genre" text,
	"country_id" integer,
	"description" jsonb,
	"image_url" text,
	"gallery_id" uuid
);
--> statement-breakpoint
CREATE TABLE "entry_band" (
	"entry_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	CONSTRAINT "entry_band_entry_id_band_id_pk" PRIMARY KEY("entry_id","band_id")
);
--> statement-breakpoint
CREATE TABLE "entry_performer" (
	"entry_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	CONSTRAINT "entry_performer_entry_id_performer_id_pk" PRIMARY KEY("entry_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "entry_product" (
	"entry_id" uuid NOT NULL,
	"ticket_product_id" uuid NOT NULL,
	CONSTRAINT "entry_product_entry_id_ticket_product_id_pk" PRIMARY KEY("entry_id","ticket_product_id")
);
--> statement-breakpoint
CREATE TABLE "event_band" (
	"event_id" uuid NOT NULL,
	"band_id" uuid NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_band_event_id_band_id_pk" PRIMARY KEY("event_id","band_id")
);
--> statement-breakpoint
CREATE TABLE "event_performer" (
	"event_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_performer_event_id_performer_id_pk" PRIMARY KEY("event_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "performer" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" jsonb,
	"description" jsonb,
	"image_url" text,
	"gallery_id" uuid
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"band_id" uuid,
	"performer_id" uuid,
	"headline" jsonb,
	"website" text,
	"instagram" text,
	"spotify" text,
	CONSTRAINT "profile_slug_unique" UNIQUE("slug"),
	CONSTRAINT "profile_one_owner" CHECK (("profile"."band_id" is null) <> ("profile"."performer_id" is null))
);
--> statement-breakpoint
CREATE TABLE "program_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "program_entry_times" CHECK ("program_entry"."ends_at" > "program_entry"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "stage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_code_ticket_type" (
	"access_code_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	CONSTRAINT "access_code_ticket_type_access_code_id_ticket_type_id_pk" PRIMARY KEY("access_code_id","ticket_type_id")
);
--> statement-breakpoint
CREATE TABLE "access_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "access_code_event_code_unique" UNIQUE("event_id","code")
);
--> statement-breakpoint
CREATE TABLE "seat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sector_id" uuid NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"row_label" text NOT NULL,
	"seat_number" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	CONSTRAINT "seat_position_unique" UNIQUE("sector_id","row_label","seat_number")
);
--> statement-breakpoint
CREATE TABLE "sector" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"kind" "sector_kind" NOT NULL,
	"capacity" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"map_width" integer,
	"map_height" integer,
	CONSTRAINT "sector_capacity_positive" CHECK ("sector"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_type_group" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_type_partner" (
	"ticket_type_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	CONSTRAINT "ticket_type_partner_ticket_type_id_organizer_id_pk" PRIMARY KEY("ticket_type_id","organizer_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_type" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"ticket_type_group_id" uuid,
	"sector_id" uuid,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"price" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"capacity" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"min_per_order" integer DEFAULT 1 NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"display_order" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"access_code_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ticket_type_price_nonnegative" CHECK ("ticket_type"."price" >= 0),
	CONSTRAINT "ticket_type_sold_within_capacity" CHECK ("ticket_type"."capacity" is null or "ticket_type"."sold" <= "ticket_type"."capacity"),
	CONSTRAINT "ticket_type_sold_nonnegative" CHECK ("ticket_type"."sold" >= 0),
	CONSTRAINT "ticket_type_per_order" CHECK ("ticket_type"."min_per_order" >= 1 and "ticket_type"."max_per_order" >= "ticket_type"."min_per_order")
);
--> statement-breakpoint
ALTER TABLE "chip" ADD CONSTRAINT "chip_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_group_partner" ADD CONSTRAINT "event_group_partner_event_group_id_event_group_id_fk" FOREIGN KEY ("event_group_id") REFERENCES "public"."event_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_group_partner" ADD CONSTRAINT "event_group_partner_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_group" ADD CONSTRAINT "event_group_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payment_method" ADD CONSTRAINT "event_payment_method_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_event_group_id_event_group_id_fk" FOREIGN KEY ("event_group_id") REFERENCES "public"."event_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_venue_id_venue_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event" ADD CONSTRAINT "event_gallery_id_gallery_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."gallery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_image" ADD CONSTRAINT "gallery_image_gallery_id_gallery_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."gallery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group" ADD CONSTRAINT "product_group_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_product_value" ADD CONSTRAINT "ticket_product_value_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_product_value" ADD CONSTRAINT "ticket_product_value_variant_value_id_variant_value_id_fk" FOREIGN KEY ("variant_value_id") REFERENCES "public"."variant_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_product" ADD CONSTRAINT "ticket_product_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_product" ADD CONSTRAINT "ticket_product_product_group_id_product_group_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_extra_product" ADD CONSTRAINT "ticket_type_extra_product_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_extra_product" ADD CONSTRAINT "ticket_type_extra_product_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_value" ADD CONSTRAINT "variant_value_variant_id_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant" ADD CONSTRAINT "variant_product_group_id_product_group_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_performer" ADD CONSTRAINT "band_performer_band_id_band_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."band"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_performer" ADD CONSTRAINT "band_performer_performer_id_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band" ADD CONSTRAINT "band_gallery_id_gallery_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."gallery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_band" ADD CONSTRAINT "entry_band_entry_id_program_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."program_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_band" ADD CONSTRAINT "entry_band_band_id_band_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."band"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_performer" ADD CONSTRAINT "entry_performer_entry_id_program_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."program_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_performer" ADD CONSTRAINT "entry_performer_performer_id_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_product" ADD CONSTRAINT "entry_product_entry_id_program_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."program_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_product" ADD CONSTRAINT "entry_product_ticket_product_id_ticket_product_id_fk" FOREIGN KEY ("ticket_product_id") REFERENCES "public"."ticket_product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_band" ADD CONSTRAINT "event_band_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_band" ADD CONSTRAINT "event_band_band_id_band_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."band"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_performer" ADD CONSTRAINT "event_performer_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_performer" ADD CONSTRAINT "event_performer_performer_id_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer" ADD CONSTRAINT "performer_gallery_id_gallery_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."gallery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_band_id_band_id_fk" FOREIGN KEY ("band_id") REFERENCES "public"."band"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile" ADD CONSTRAINT "profile_performer_id_performer_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry" ADD CONSTRAINT "program_entry_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry" ADD CONSTRAINT "program_entry_stage_id_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."stage"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage" ADD CONSTRAINT "stage_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_ticket_type" ADD CONSTRAINT "access_code_ticket_type_access_code_id_access_code_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_ticket_type" ADD CONSTRAINT "access_code_ticket_type_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code" ADD CONSTRAINT "access_code_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat" ADD CONSTRAINT "seat_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat" ADD CONSTRAINT "seat_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sector" ADD CONSTRAINT "sector_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_group" ADD CONSTRAINT "ticket_type_group_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_partner" ADD CONSTRAINT "ticket_type_partner_ticket_type_id_ticket_type_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_type"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type_partner" ADD CONSTRAINT "ticket_type_partner_organizer_id_organizer_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_ticket_type_group_id_ticket_type_group_id_fk" FOREIGN KEY ("ticket_type_group_id") REFERENCES "public"."ticket_type_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_sector_id_sector_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chip_event_idx" ON "chip" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_group_organizer_idx" ON "event_group" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "event_group_idx" ON "event" USING btree ("event_group_id");--> statement-breakpoint
CREATE INDEX "event_listing_idx" ON "event" USING btree ("published","listed","starts_at");--> statement-breakpoint
CREATE INDEX "gallery_image_gallery_idx" ON "gallery_image" USING btree ("gallery_id","display_order");--> statement-breakpoint
CREATE INDEX "product_group_event_idx" ON "product_group" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "product_item_ticket_type_idx" ON "product_item" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "product_item_ticket_product_idx" ON "product_item" USING btree ("ticket_product_id");--> statement-breakpoint
CREATE INDEX "ticket_product_event_idx" ON "ticket_product" USING btree ("event_id","display_order");--> statement-breakpoint
CREATE INDEX "variant_value_variant_idx" ON "variant_value" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "variant_group_idx" ON "variant" USING btree ("product_group_id");--> statement-breakpoint
CREATE INDEX "profile_band_idx" ON "profile" USING btree ("band_id");--> statement-breakpoint
CREATE INDEX "profile_performer_idx" ON "profile" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "program_entry_stage_idx" ON "program_entry" USING btree ("stage_id","starts_at");--> statement-breakpoint
CREATE INDEX "program_entry_event_idx" ON "program_entry" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "stage_event_idx" ON "stage" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "seat_ticket_type_idx" ON "seat" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "sector_event_idx" ON "sector" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_type_group_event_idx" ON "ticket_type_group" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "ticket_type_event_idx" ON "ticket_type" USING btree ("event_id","display_order");