-- A chip's move and a till's sale as functions in the database (drizzle-kit does not write functions), so a sale is
-- one statement: one round trip, atomic without a transaction around it (bar/sales.ts, selling/chip-ledger.ts).
-- Domain refusals are raised with SQLSTATE PD001: the message is the error code, the detail its JSON details (and
-- the refusal's own text under "message", when it names something).

-- A chip's net credit is balance - debt; after a move the chip holds balance = max(net, 0) and owes
-- debt = max(-net, 0), and the move writes the debt row that takes (debt lent, or debt settled). The caller has
-- written the move's own ledger row and holds the chip's row lock.
CREATE FUNCTION "chip_apply_move"(p_chip_id uuid, p_amount integer, OUT new_balance integer, OUT new_debt integer)
AS $$
DECLARE
	v_old "chip";
	v_net integer;
BEGIN
	SELECT * INTO v_old FROM "chip" WHERE "chip"."id" = p_chip_id;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'chip % not found', p_chip_id;
	END IF;
	v_net := v_old."balance" - v_old."debt" + p_amount;
	new_balance := greatest(v_net, 0);
	new_debt := greatest(-v_net, 0);
	IF new_debt <> v_old."debt" THEN
		INSERT INTO "chip_transaction" ("chip_id", "amount", "kind")
		VALUES (p_chip_id, new_debt - v_old."debt", CASE WHEN new_debt > v_old."debt" THEN 'debt' ELSE 'debtSettled' END);
	END IF;
	IF new_balance <> v_old."balance" OR new_debt <> v_old."debt" THEN
		-- Relative, like every balance write: the row is locked, and the ledger rows say the same change.
		UPDATE "chip" SET "balance" = "chip"."balance" + (new_balance - v_old."balance"),
			"debt" = "chip"."debt" + (new_debt - v_old."debt")
		WHERE "chip"."id" = p_chip_id;
	END IF;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- A move with its own ledger row (a spend, storno or refund of an order's credit) on a locked chip.
CREATE FUNCTION "chip_move"(p_chip_id uuid, p_amount integer, p_kind text, p_sale_id uuid, p_order_id uuid,
	OUT new_balance integer, OUT new_debt integer)
AS $$
BEGIN
	INSERT INTO "chip_transaction" ("chip_id", "amount", "kind", "sale_id", "order_id")
	VALUES (p_chip_id, p_amount, p_kind, p_sale_id, p_order_id);
	SELECT m.new_balance, m.new_debt INTO new_balance, new_debt FROM "chip_apply_move"(p_chip_id, p_amount) m;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint

-- A till's sale, priced from the bar's menu (or from `menu`, the versions an offline till sold from), in one
-- statement. p: eventId, tillKey, barId, saleId (the till's own), paymentMethod, chipUid, items [{productId,
-- variantId, quantity}], cupReturns [{productId, quantity}], soldAt, offline, menu, maxCredit (the chip's maximum,
-- when returned cups may pay back), audit (the audit row's organizerId, actorKind, actorId, actorName, action).
-- Answers {event, organizer, sale, lines, chip}; lines and chip are null when the sale id answers a sale written
-- before (a retry), whose lines the caller reads.
CREATE FUNCTION "bar_sell"(p jsonb) RETURNS jsonb AS $$
DECLARE
	v_event "event";
	v_organizer "organizer";
	v_shift "bar_shift";
	v_chip "chip";
	v_sale "bar_sale";
	v_menu jsonb := p->'menu';
	v_lines jsonb := '[]'::jsonb;
	v_line_count integer := 0;
	v_total integer := 0;
	v_item jsonb;
	v_product jsonb;
	v_variant jsonb;
	v_code text;
	v_detail jsonb := '{}'::jsonb;
	v_offline boolean := coalesce((p->>'offline')::boolean, false);
	v_amount integer;
	v_moved record;
	v_new boolean := false;
BEGIN
	SELECT * INTO v_event FROM "event" WHERE "event"."id" = (p->>'eventId')::uuid;
	IF NOT FOUND THEN
		RAISE EXCEPTION USING ERRCODE = 'PD001', MESSAGE = 'EVENT_NOT_FOUND',
			DETAIL = jsonb_build_object('message', 'No event with id ' || (p->>'eventId'))::text;
	END IF;
	SELECT * INTO v_organizer FROM "organizer" WHERE "organizer"."id" = v_event."organizer_id";

	<<checks>>
	BEGIN
		-- An open shift of this till at this bar also proves the bar is the event's.
		SELECT * INTO v_shift FROM "bar_shift"
		WHERE "bar_shift"."event_id" = v_event."id" AND "bar_shift"."till_key" = p->>'tillKey'
			AND "bar_shift"."closed_at" IS NULL;
		IF NOT FOUND OR v_shift."bar_id" <> (p->>'barId')::uuid THEN
			v_code := 'SHIFT_NOT_OPEN';
			EXIT checks;
		END IF;
		IF v_menu IS NULL OR jsonb_typeof(v_menu) <> 'array' THEN
			SELECT coalesce(jsonb_agg(jsonb_build_object('id', bp."id", 'name', bp."name",
				'productCategoryId', bp."product_category_id", 'vatRateBasisPoints', bp."vat_rate_basis_points",
				'depositAmount', bp."deposit_amount", 'variants', bp."variants", 'active', bp."active")), '[]'::jsonb)
			INTO v_menu
			FROM "bar_product" bp
			WHERE bp."bar_id" = v_shift."bar_id" AND bp."id"::text IN (
				SELECT i->>'productId' FROM jsonb_array_elements(coalesce(p->'items', '[]')) i
				UNION ALL SELECT c->>'productId' FROM jsonb_array_elements(coalesce(p->'cupReturns', '[]')) c);
		END IF;
		-- Each line keeps its own name, price and VAT rate; a deposit is no supply (0 % VAT).
		FOR v_item IN SELECT * FROM jsonb_array_elements(coalesce(p->'items', '[]')) LOOP
			SELECT m INTO v_product FROM jsonb_array_elements(v_menu) m WHERE m->>'id' = v_item->>'productId';
			IF v_product IS NULL OR NOT (v_product->>'active')::boolean THEN
				v_code := 'BAR_PRODUCT_UNAVAILABLE';
				v_detail := jsonb_build_object('productId', v_item->>'productId',
					'message', 'Product ' || (v_item->>'productId') || ' is not on this bar''s menu');
				EXIT checks;
			END IF;
			SELECT v INTO v_variant FROM jsonb_array_elements(v_product->'variants') v
			WHERE v->>'variantId' = v_item->>'variantId';
			IF v_variant IS NULL THEN
				v_code := 'BAR_PRODUCT_UNAVAILABLE';
				v_detail := jsonb_build_object('productId', v_product->>'id',
					'message', 'Product ' || (v_product->>'name') || ' has no size ' || (v_item->>'variantId'));
				EXIT checks;
			END IF;
			v_lines := v_lines || jsonb_build_object('position', v_line_count, 'kind', 'product',
				'productId', v_product->>'id', 'variantId', v_variant->>'variantId',
				'name', CASE WHEN coalesce(v_variant->>'name', '') <> ''
					THEN (v_product->>'name') || ' ' || (v_variant->>'name') ELSE v_product->>'name' END,
				'productCategoryId', (v_product->>'productCategoryId')::integer,
				'vatRateBasisPoints', (v_product->>'vatRateBasisPoints')::integer,
				'unitPrice', (v_variant->>'price')::integer, 'quantity', (v_item->>'quantity')::integer,
				'total', (v_variant->>'price')::integer * (v_item->>'quantity')::integer);
			v_line_count := v_line_count + 1;
			IF (v_product->>'depositAmount')::integer > 0 THEN
				v_lines := v_lines || jsonb_build_object('position', v_line_count, 'kind', 'deposit',
					'productId', v_product->>'id', 'variantId', NULL, 'name', v_product->>'name',
					'productCategoryId', (v_product->>'productCategoryId')::integer, 'vatRateBasisPoints', 0,
					'unitPrice', (v_product->>'depositAmount')::integer, 'quantity', (v_item->>'quantity')::integer,
					'total', (v_product->>'depositAmount')::integer * (v_item->>'quantity')::integer);
				v_line_count := v_line_count + 1;
			END IF;
		END LOOP;
		FOR v_item IN SELECT * FROM jsonb_array_elements(coalesce(p->'cupReturns', '[]')) LOOP
			SELECT m INTO v_product FROM jsonb_array_elements(v_menu) m WHERE m->>'id' = v_item->>'productId';
			IF v_product IS NULL OR (v_product->>'depositAmount')::integer = 0 THEN
				v_code := 'BAR_PRODUCT_UNAVAILABLE';
				v_detail := jsonb_build_object('productId', v_item->>'productId',
					'message', 'Product ' || (v_item->>'productId') || ' takes no cup deposit');
				EXIT checks;
			END IF;
			v_lines := v_lines || jsonb_build_object('position', v_line_count, 'kind', 'cupReturn',
				'productId', v_product->>'id', 'variantId', NULL, 'name', v_product->>'name',
				'productCategoryId', (v_product->>'productCategoryId')::integer, 'vatRateBasisPoints', 0,
				'unitPrice', -(v_product->>'depositAmount')::integer, 'quantity', (v_item->>'quantity')::integer,
				'total', -(v_product->>'depositAmount')::integer * (v_item->>'quantity')::integer);
			v_line_count := v_line_count + 1;
		END LOOP;
		SELECT coalesce(sum((l->>'total')::integer), 0) INTO v_total FROM jsonb_array_elements(v_lines) l;

		IF p->>'paymentMethod' = 'chip' AND coalesce(p->>'chipUid', '') <> '' THEN
			SELECT * INTO v_chip FROM "chip" WHERE "chip"."chip_uid" = p->>'chipUid' FOR UPDATE;
			IF NOT FOUND THEN
				v_code := 'CHIP_NOT_FOUND';
				v_detail := jsonb_build_object('message', 'No chip ' || (p->>'chipUid'));
			ELSIF v_chip."event_id" <> v_event."id" THEN
				v_code := 'CHIP_NOT_OF_EVENT';
			ELSIF v_chip."blocked_at" IS NOT NULL THEN
				-- A lost chip, blocked at the box office: its balance lives on its replacement.
				v_code := 'CHIP_LOST';
			ELSIF v_chip."currency_id" <> v_event."currency_id" THEN
				v_code := 'CHIP_CURRENCY_MISMATCH';
			END IF;
		END IF;
	END checks;

	IF v_code IS NOT NULL THEN
		-- A retry of a sale written before answers it, though the checks would refuse it now (shift closed since,
		-- product taken off the menu, chip blocked since).
		SELECT * INTO v_sale FROM "bar_sale"
		WHERE "bar_sale"."event_id" = v_event."id" AND "bar_sale"."client_sale_id" = p->>'saleId';
		IF NOT FOUND THEN
			RAISE EXCEPTION USING ERRCODE = 'PD001', MESSAGE = v_code, DETAIL = v_detail::text;
		END IF;
	ELSE
		INSERT INTO "bar_sale" ("event_id", "bar_id", "shift_id", "client_sale_id", "till_key", "payment_method",
			"chip_id", "total", "sold_at", "offline")
		VALUES (v_event."id", v_shift."bar_id", v_shift."id", p->>'saleId', p->>'tillKey', p->>'paymentMethod',
			v_chip."id", v_total, (p->>'soldAt')::timestamptz, v_offline)
		ON CONFLICT ("event_id", "client_sale_id") DO NOTHING
		RETURNING * INTO v_sale;
		v_new := FOUND;
		IF NOT v_new THEN
			-- Written before, or by a request that raced this one (the unique index waited for it to commit).
			SELECT * INTO v_sale FROM "bar_sale"
			WHERE "bar_sale"."event_id" = v_event."id" AND "bar_sale"."client_sale_id" = p->>'saleId';
			IF NOT FOUND THEN
				RAISE EXCEPTION 'sale % conflicted but is not there', p->>'saleId';
			END IF;
		END IF;
	END IF;
	IF v_sale."till_key" <> p->>'tillKey' THEN
		RAISE EXCEPTION USING ERRCODE = 'PD001', MESSAGE = 'SALE_ID_REUSED', DETAIL = '{}';
	END IF;
	-- A sale not written by this call (a retry): the caller reads its lines and chip.
	IF NOT v_new THEN
		RETURN jsonb_build_object('event', to_jsonb(v_event), 'organizer', to_jsonb(v_organizer),
			'sale', to_jsonb(v_sale), 'lines', NULL, 'chip', NULL);
	END IF;

	INSERT INTO "bar_sale_line" ("sale_id", "position", "kind", "product_id", "variant_id", "name",
		"product_category_id", "vat_rate_basis_points", "unit_price", "quantity", "total")
	SELECT v_sale."id", l."position", l."kind", l."productId", l."variantId", l."name", l."productCategoryId",
		l."vatRateBasisPoints", l."unitPrice", l."quantity", l."total"
	FROM jsonb_to_recordset(v_lines) AS l("position" integer, "kind" text, "productId" uuid, "variantId" text,
		"name" text, "productCategoryId" integer, "vatRateBasisPoints" integer, "unitPrice" integer,
		"quantity" integer, "total" integer);
	IF p->'audit' IS NOT NULL AND jsonb_typeof(p->'audit') = 'object' THEN
		INSERT INTO "audit_log" ("organizer_id", "actor_kind", "actor_id", "actor_name", "action", "resource_type",
			"resource_id", "detail")
		VALUES ((p->'audit'->>'organizerId')::uuid, p->'audit'->>'actorKind', (p->'audit'->>'actorId')::uuid,
			p->'audit'->>'actorName', p->'audit'->>'action', 'barSale', v_sale."id"::text,
			jsonb_build_object('total', v_total, 'paymentMethod', p->>'paymentMethod', 'chipId', v_chip."id"));
	END IF;
	IF v_chip."id" IS NULL THEN
		RETURN jsonb_build_object('event', to_jsonb(v_event), 'organizer', to_jsonb(v_organizer),
			'sale', to_jsonb(v_sale), 'lines', v_lines, 'chip', NULL);
	END IF;

	-- The balance is checked after the sale's insert, so a retry of the sale that emptied the chip meets the
	-- unique index first. A refusal rolls the sale and its lines back with the statement.
	v_amount := -v_total;
	IF NOT v_offline THEN
		-- Returned cups paying back still go through: what they pay settles the debt first.
		IF v_chip."debt" > 0 AND v_amount < 0 THEN
			RAISE EXCEPTION USING ERRCODE = 'PD001', MESSAGE = 'CHIP_BLOCKED',
				DETAIL = jsonb_build_object('debt', v_chip."debt")::text;
		END IF;
		IF v_chip."balance" + v_amount < 0 THEN
			RAISE EXCEPTION USING ERRCODE = 'PD001', MESSAGE = 'INSUFFICIENT_CREDIT',
				DETAIL = jsonb_build_object('balance', v_chip."balance", 'missing', -(v_chip."balance" + v_amount))::text;
		END IF;
	END IF;
	-- An offline sale was handed over already: it spends past the balance into a debt rather than be refused.
	SELECT * INTO v_moved FROM "chip_move"(v_chip."id", v_amount, 'spend', v_sale."id", NULL);
	-- Returned cups paying back past the chip's maximum: refused, and the raise takes the move back with the sale.
	IF NOT v_offline AND v_amount > 0 AND (p->>'maxCredit') IS NOT NULL
		AND v_moved.new_balance > (p->>'maxCredit')::integer THEN
		RAISE EXCEPTION USING ERRCODE = 'PD001', MESSAGE = 'CHIP_CREDIT_LIMIT',
			DETAIL = jsonb_build_object('max', (p->>'maxCredit')::integer, 'balance', v_chip."balance")::text;
	END IF;
	RETURN jsonb_build_object('event', to_jsonb(v_event), 'organizer', to_jsonb(v_organizer),
		'sale', to_jsonb(v_sale), 'lines', v_lines,
		'chip', jsonb_build_object('chipUid', v_chip."chip_uid", 'balance', v_moved.new_balance,
			'debt', v_moved.new_debt));
END;
$$ LANGUAGE plpgsql;
