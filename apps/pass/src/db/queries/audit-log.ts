// The audit log's rows: written in the transaction of each organizer write, read newest first by the hub.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../database';
import { auditLog } from '../schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

/**
 * Who wrote and through which endpoint: the part of an audit row known before the write. A handler that writes its
 * row inside its own statement (a till sale) adds what it changed and the details.
 */
export type AuditRowBase = Pick<
  NewAuditRow,
  'organizerId' | 'actorKind' | 'actorId' | 'actorName' | 'action'
>;

export async function insertAuditRow(tx: Db, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

/** A page of the organizer's log, newest first, before the given id (keyset paging on the primary key). */
export async function listAuditRows(
  db: Db,
  organizerId: string,
  options: { before?: number; limit: number },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizerId, organizerId),
        options.before === undefined ? undefined : lt(auditLog.id, options.before),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
