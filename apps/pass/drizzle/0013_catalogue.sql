CREATE TABLE "ticket_quota" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_quota_capacity_positive" CHECK ("ticket_quota"."capacity" >= 0),
	CONSTRAINT "ticket_quota_within_capacity" CHECK ("ticket_quota"."sold" >= 0 and "ticket_quota"."held" >= 0 and "ticket_quota"."sold" + "ticket_quota"."held" <= "ticket_quota"."capacity")
);
--> statement-breakpoint
ALTER TABLE "ticket_product" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "access_code" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "access_code" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD COLUMN "quota_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_type" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "discount_code" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_code" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supercoupon" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "supercoupon" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_quota" ADD CONSTRAINT "ticket_quota_event_id_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_quota_event_idx" ON "ticket_quota" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_quota_id_ticket_quota_id_fk" FOREIGN KEY ("quota_id") REFERENCES "public"."ticket_quota"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_type_quota_idx" ON "ticket_type" USING btree ("quota_id");--> statement-breakpoint
ALTER TABLE "ticket_product" ADD CONSTRAINT "ticket_product_vat_rate" CHECK ("ticket_product"."vat_rate_basis_points" is null or "ticket_product"."vat_rate_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "ticket_type" ADD CONSTRAINT "ticket_type_vat_rate" CHECK ("ticket_type"."vat_rate_basis_points" is null or "ticket_type"."vat_rate_basis_points" between 0 and 10000);