ALTER TABLE "organizer" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "organizer" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "organizer" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "organizer" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "product_item" ADD COLUMN "price_share" integer;--> statement-breakpoint
ALTER TABLE "product_item" ADD COLUMN "product_category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "vat_parts" jsonb;--> statement-breakpoint
ALTER TABLE "product_item" ADD CONSTRAINT "product_item_price_share" CHECK ("product_item"."price_share" is null or "product_item"."price_share" >= 0);