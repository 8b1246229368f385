// The outbox worker: claims due messages one at a time under a lease, runs their handler, records the outcome.
//
// Delivery is at-least-once. A message is claimed in a short transaction (SELECT ... FOR UPDATE SKIP LOCKED,
// then attempts + 1 and available_at pushed a lease ahead), handled outside any transaction, then marked
// done. Other workers and other pass processes skip it while the claim transaction runs (SKIP LOCKED) and
// afterwards because it is not due until the lease ends. While the handler runs, a heartbeat pushes the lease
// ahead again every third of it, so a slow handler keeps its message however long it takes, and the lease
// itself can be short (30 s): after a crash the heartbeat stops and another worker retries the message
// within a lease and a poll. The claim's attempt number fences the heartbeat and the retry: a worker that
// was stalled past its lease and lost the message to another no longer moves it. A crash after the side effect
// and before "done" repeats the side effect: e-mail handlers pass ctx.messageId as the e-mail's Message-ID so
// a repeat is recognisable as the same message.
//
// Why not hold the row lock (an open transaction) while handling: on PGlite, the embedded default, a
// transaction owns the only connection, so every other query of the service - and the handler's own reads
// through `db` - would wait for the SMTP conversation (the handler's reads would deadlock). On PostgreSQL it
// would pin a pool connection per message. The lease costs one extra short transaction per message, a renewal
// per third of a lease while handling, and a retry delay of one lease after a crash instead of none.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';

export interface OutboxHandlerContext {
  /** The outbox row id. */
  id: number;
  kind: string;
  dedupeKey: string;
  /** 1 on the first try. */
  attempt: number;
  /** Stable across retries of this message: use it as the e-mail's Message-ID (the mailer adds the domain). */
  messageId: string;
  /** The database, for the handler's reads; the message is not locked by a transaction. */
  db: Db;
}

export type OutboxHandler = (payload: Record<string, unknown>, ctx: OutboxHandlerContext) => Promise<void>;

/** The subset of a pino/Fastify logger the worker uses (app.log fits). */
export interface OutboxLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  handlers: Record<string, OutboxHandler>;
  /** Pause between polls when there was nothing to do. Default 5 s. */
  pollIntervalMs?: number;
  /** Messages handled per runOnce. Default 10. */
  batchSize?: number;
  /** Tries before a message is marked failed. Default 8. */
  maxAttempts?: number;
  /** First retry delay, doubled per attempt. Default 30 s. */
  backoffBaseMs?: number;
  /** Longest retry delay. Default 1 h. */
  backoffMaxMs?: number;
  /**
   * How long a claimed message is hidden from other workers without a heartbeat: the retry delay after a
   * crash. Renewed while the handler runs, so it need not cover the slowest handler. Default 30 s.
   */
  leaseMs?: number;
  /** How often a running handler's lease is renewed. Default a third of leaseMs. */
  heartbeatMs?: number;
  logger?: OutboxLogger;
}

export interface OutboxWorker {
  /** Polls until stop(); draining without pause while full batches come back. */
  start(): void;
  /** Runs a poll now (or right after the running one), e.g. after committing an enqueue. */
  wake(): void;
  /** Stops polling and waits for the running batch to finish. */
  stop(): Promise<void>;
  /** Handles up to batchSize due messages; returns how many were claimed (handled, retried or failed). */
  runOnce(): Promise<number>;
}

type OutboxRow = typeof outbox.$inferSelect;

const defaults = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 60 * 60_000,
  leaseMs: 30_000,
};

const consoleLogger: OutboxLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

/** The stable Message-ID (before the mailer adds "@domain") of the e-mail an outbox message sends. */
export function outboxMessageId(id: number): string {
  return `outbox-${id}`;
}

/** Delay before retry number `attempts + 1`: base × 2^(attempts - 1), capped. */
export function outboxBackoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** `now() + ms` on the database clock, so workers on several machines agree on "due". */
function nowPlus(ms: number) {
  return sql`now() + ${`${Math.round(ms)} milliseconds`}::interval`;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.slice(0, 4_000);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, handlers } = options;
  const pollIntervalMs = options.pollIntervalMs ?? defaults.pollIntervalMs;
  const batchSize = options.batchSize ?? defaults.batchSize;
  const maxAttempts = options.maxAttempts ?? defaults.maxAttempts;
  const backoffBaseMs = options.backoffBaseMs ?? defaults.backoffBaseMs;
  const backoffMaxMs = options.backoffMaxMs ?? defaults.backoffMaxMs;
  const leaseMs = options.leaseMs ?? defaults.leaseMs;
  const heartbeatMs = options.heartbeatMs ?? leaseMs / 3;
  const logger = options.logger ?? consoleLogger;

  /** Takes the oldest due message and hides it from other workers for one lease. */
  async function claim(): Promise<OutboxRow | undefined> {
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.availableAt, sql`now()`)))
        .orderBy(asc(outbox.availableAt), asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      const [claimed] = await tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, availableAt: nowPlus(leaseMs) })
        .where(eq(outbox.id, due.id))
        .returning();
      return claimed;
    });
  }

  /** This claim, and no later one by another worker after our lease ran out. */
  function stillOurs(row: OutboxRow) {
    return and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.attempts, row.attempts));
  }

  /**
   * Renews the lease every heartbeatMs until the returned stop is called; stop waits for a renewal under way,
   * so none lands after the outcome is written. A renewal that finds the claim gone (another worker took it
   * after this process stalled past a lease) is reported once.
   */
  function keepLease(row: OutboxRow): () => Promise<void> {
    let lost = false;
    let renewing: Promise<void> | undefined;
    const renew = async () => {
      try {
        const renewed = await db
          .update(outbox)
          .set({ availableAt: nowPlus(leaseMs) })
          .where(stillOurs(row))
          .returning({ id: outbox.id });
        if (renewed.length === 0 && !lost) {
          lost = true;
          logger.warn(
            { outboxId: row.id, kind: row.kind },
            'Outbox handler lost its lease; another worker may repeat it',
          );
        }
      } catch (error) {
        logger.warn({ outboxId: row.id, kind: row.kind, err: error }, 'Outbox lease renewal failed');
      }
    };
    const timer = setInterval(() => {
      // One renewal at a time: a slow database must not pile them up.
      renewing ??= renew().finally(() => {
        renewing = undefined;
      });
    }, heartbeatMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await renewing;
    };
  }

  async function markFailed(row: OutboxRow, lastError: string): Promise<void> {
    await db
      .update(outbox)
      .set({ status: 'failed', processedAt: sql`now()`, lastError })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
  }

  async function handle(row: OutboxRow): Promise<void> {
    // attempts was raised by the claim; above the limit means earlier tries never reported back (crash).
    if (row.attempts > maxAttempts) {
      await markFailed(
        row,
        `Gave up after ${maxAttempts} attempts; the last did not finish (crash or lease expiry)`,
      );
      logger.error({ outboxId: row.id, kind: row.kind }, 'Outbox message abandoned');
      return;
    }
    const handler = handlers[row.kind];
    if (!handler) {
      await markFailed(row, `No handler for outbox kind "${row.kind}"`);
      logger.error({ outboxId: row.id, kind: row.kind }, 'Outbox message of unknown kind');
      return;
    }
    const stopHeartbeat = keepLease(row);
    try {
      await handler(row.payload, {
        id: row.id,
        kind: row.kind,
        dedupeKey: row.dedupeKey,
        attempt: row.attempts,
        messageId: outboxMessageId(row.id),
        db,
      });
    } catch (error) {
      await stopHeartbeat();
      const lastError = errorText(error);
      if (row.attempts >= maxAttempts) {
        await markFailed(row, lastError);
        logger.error(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: error },
          'Outbox message failed',
        );
        return;
      }
      const delay = outboxBackoffMs(row.attempts, backoffBaseMs, backoffMaxMs);
      await db
        .update(outbox)
        .set({ lastError, availableAt: nowPlus(delay) })
        .where(stillOurs(row));
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: delay, err: error },
        'Outbox handler failed; will retry',
      );
      return;
    }
    await stopHeartbeat();
    await db
      .update(outbox)
      .set({ status: 'done', processedAt: sql`now()`, lastError: null })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
  }

  const running = new Set<Promise<number>>();

  function runOnce(): Promise<number> {
    const run = (async () => {
      let claimed = 0;
      while (claimed < batchSize) {
        const row = await claim();
        if (!row) break;
        claimed += 1;
        await handle(row);
      }
      return claimed;
    })();
    running.add(run);
    const forget = () => running.delete(run);
    run.then(forget, forget);
    return run;
  }

  let started = false;
  let polling = false;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;

  function schedule(delayMs: number): void {
    timer = setTimeout(() => {
      timer = undefined;
      void poll();
    }, delayMs);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  async function poll(): Promise<void> {
    if (!started) return;
    polling = true;
    wakeRequested = false;
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      logger.error({ err: error }, 'Outbox poll failed');
    } finally {
      polling = false;
    }
    // Stopped meanwhile, or restarted with its own timer already set.
    if (!started || timer) return;
    // A full batch means more may be waiting: continue at once rather than after a poll interval.
    schedule(claimed >= batchSize || wakeRequested ? 0 : pollIntervalMs);
  }

  return {
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (!started) return;
      if (polling) {
        wakeRequested = true;
        return;
      }
      if (timer) clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
    runOnce,
  };
}
