CREATE TABLE "order_idempotency_key" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
DROP INDEX "orders_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "order_idempotency_key" ADD CONSTRAINT "order_idempotency_key_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_idempotency_key_order_idx" ON "order_idempotency_key" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "idempotency_key";