DROP INDEX "chip_transaction_order_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "chip_transaction_order_unique" ON "chip_transaction" USING btree ("order_id","chip_id","kind");