// Writing outbox messages: called inside the transaction whose change causes the side effect.
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export interface OutboxMessageInput {
  /** Selects the worker's handler, e.g. "order-paid-mail". */
  kind: string;
  /** One message per key, ever (e.g. "order-paid-mail:<orderId>"); a repeat is ignored. */
  dedupeKey: string;
  payload: Record<string, unknown>;
  /** Not before this moment; now when omitted. */
  availableAt?: Date;
}

/**
 * Adds a message unless one with the same dedupeKey exists; returns whether it was new.
 * Pass the transaction that changes the state (e.g. marks the order paid): the message then exists
 * exactly when that change committed, and a repeated notification cannot enqueue a second e-mail.
 * Call the worker's wake() after the commit so the message goes out at once instead of at the next poll.
 */
export async function enqueueOutbox(tx: Db, message: OutboxMessageInput): Promise<boolean> {
  const inserted = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      payload: message.payload,
      ...(message.availableAt ? { availableAt: message.availableAt } : {}),
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}
