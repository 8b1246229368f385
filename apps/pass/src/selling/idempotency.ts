// Idempotency-Key of order creation: one order per caller and key, even for retries racing on several processes.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderIdempotencyKeys } from '../db/schema';
import { canonicalJson } from '../domain/canonical-json';
import { DomainError } from '../domain/domain-error';
import { findOrder, latestPayment } from './orders';
import type { OrderRow, PaymentRow } from './orders';

/** The key a caller sent and the request body it came with (as parsed, so defaults count as sent). */
export interface IdempotencyInput {
  key: string;
  body: unknown;
}

export type OrderCreateEndpoint = 'order-create' | 'order-create-v2' | 'order-create-extra';

/** Who a key belongs to: keys of different callers never meet, so one buyer's key never finds another's order. */
export interface KeyOwner {
  accountId: string | null;
  /** order-create: the hold being ordered, which only its buyer knows. */
  reservationId?: string;
}

export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

export interface CreatedOrder {
  order: OrderRow;
  payment: PaymentRow;
}

function scopeOf(owner: KeyOwner): string {
  if (owner.accountId) return `account:${owner.accountId}`;
  if (owner.reservationId) return `hold:${owner.reservationId}`;
  // An anonymous one-step buyer has nothing else to be known by: the request hash keeps another buyer's body
  // (another e-mail, other tickets) from ever answering with this buyer's order.
  return 'anonymous';
}

export function keyClaim(
  input: IdempotencyInput | null,
  endpoint: OrderCreateEndpoint,
  owner: KeyOwner,
): KeyClaim | null {
  if (!input) return null;
  // The endpoint is hashed too: scopes are shared by the create endpoints, their bodies are not comparable.
  const requestHash = createHash('sha256')
    .update(`${endpoint}\n${canonicalJson(input.body)}`)
    .digest('hex');
  return { scope: scopeOf(owner), key: input.key, requestHash };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/** The order made under the claim's key, or undefined; 422 when the key was made for another request. */
async function orderOfClaim(db: Db, claim: KeyClaim): Promise<CreatedOrder | undefined> {
  const [row] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.scope, claim.scope), eq(orderIdempotencyKeys.key, claim.key)));
  if (!row) return undefined;
  if (row.requestHash !== claim.requestHash) {
    throw new DomainError(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request body; send a new key for a new order',
    );
  }
  const order = row.orderId ? (await findOrder(db, row.orderId))?.order : undefined;
  const payment = order ? await latestPayment(db, order.id) : undefined;
  // Keys are committed with their order and payment, so this is a broken row, not a race.
  if (!order || !payment) throw new Error(`idempotency key ${claim.scope}/${claim.key} has no order`);
  return { order, payment };
}

/**
 * Runs `create` in one transaction that claims the key first. A retry racing it (in this process or another)
 * waits on the key's primary key until that transaction ends, then answers with its order; when the create
 * fails, its claim rolls back with it and the waiting retry creates instead. Without a key: just the transaction.
 */
export async function createOnce(
  db: Db,
  claim: KeyClaim | null,
  create: (tx: Db) => Promise<CreatedOrder>,
): Promise<CreatedOrder> {
  if (!claim) return db.transaction(create);
  const done = await orderOfClaim(db, claim);
  if (done) return done;
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(orderIdempotencyKeys).values(claim);
      const created = await create(tx);
      await tx
        .update(orderIdempotencyKeys)
        .set({ orderId: created.order.id })
        .where(and(eq(orderIdempotencyKeys.scope, claim.scope), eq(orderIdempotencyKeys.key, claim.key)));
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await orderOfClaim(db, claim);
      if (raced) return raced;
    }
    throw error;
  }
}
