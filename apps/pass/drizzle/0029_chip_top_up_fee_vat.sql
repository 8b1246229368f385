ALTER TABLE "chip_top_up" ADD COLUMN "fee_vat_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Fees charged before this column: an online one at the rate its order's fee line was sold at, a desk one at the
-- standard rate (item type product = 6, no category = 0) of its organizer's country, as it was charged.
UPDATE "chip_top_up" AS u SET "fee_vat_rate_basis_points" = coalesce(
  (SELECT i."vat_rate_basis_points" FROM "order_item" i
    WHERE i."order_id" = u."order_id" AND i."kind" = 'chipFee' AND i."chip_id" = u."chip_id" LIMIT 1),
  (SELECT r."rate_basis_points" FROM "event" e
    JOIN "organizer" o ON o."id" = e."organizer_id"
    JOIN "vat_rate" r ON r."country_id" = o."country_id" AND r."item_type_id" = 6 AND r."product_category_id" = 0
    WHERE e."id" = u."event_id"),
  0)
WHERE u."fee" > 0;
