// Check-in figures of an event: tickets, admissions and who is inside per ticket type, scans per gate, and the
// flagged offline conflicts. Counted in SQL so the hub's polling never loads every ticket.
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { rowsOf } from '../database';
import type { Translations } from '../schema/columns';

/** A scan that counts for a ticket's state. */
const effectiveScan = sql.raw(`s.undone_at is null and not s.conflict`);

export interface TypeProgressRow {
  ticketTypeId: string;
  name: Translations;
  tickets: number;
  admitted: number;
  inside: number;
}

export async function progressByTicketType(db: Db, eventId: string): Promise<TypeProgressRow[]> {
  return rowsOf<TypeProgressRow>(
    await db.execute(sql`
      with latest as (
        select distinct on (s.ticket_id) s.ticket_id, s.result
        from door_scan s
        where s.event_id = ${eventId} and s.result in ('admitted', 'checkedOut') and ${effectiveScan}
        order by s.ticket_id, s.scanned_at desc
      ),
      entered as (
        select distinct s.ticket_id from door_scan s
        where s.event_id = ${eventId} and s.result = 'admitted' and ${effectiveScan}
      )
      select tt.id as "ticketTypeId", tt.name as "name",
        count(t.id) filter (where t.status = 'valid')::int as "tickets",
        count(entered.ticket_id)::int as "admitted",
        count(latest.ticket_id) filter (where latest.result = 'admitted')::int as "inside"
      from ticket_type tt
      left join ticket t on t.ticket_type_id = tt.id
      left join entered on entered.ticket_id = t.id
      left join latest on latest.ticket_id = t.id
      where tt.event_id = ${eventId}
      group by tt.id, tt.name, tt.display_order
      order by tt.display_order, tt.id
    `),
  );
}

export interface GateProgressRow {
  gate: string;
  admitted: number;
  checkedOut: number;
  refused: number;
}

export async function progressByGate(db: Db, eventId: string): Promise<GateProgressRow[]> {
  return rowsOf<GateProgressRow>(
    await db.execute(sql`
      select s.gate as "gate",
        count(*) filter (where s.result in ('admitted', 'redeemed') and ${effectiveScan})::int as "admitted",
        count(*) filter (where s.result = 'checkedOut' and ${effectiveScan})::int as "checkedOut",
        count(*) filter (where s.result not in ('admitted', 'redeemed', 'checkedOut'))::int as "refused"
      from door_scan s
      where s.event_id = ${eventId}
      group by s.gate
      order by s.gate
    `),
  );
}

export interface ConflictRow {
  scanId: string;
  ticketId: string | null;
  typeName: Translations | null;
  gate: string;
  scannedAt: Date | string;
  firstGate: string | null;
  firstScannedAt: Date | string | null;
}

/** Flagged scans with the scan that admitted the ticket first (the previous scan, or its effective admission). */
export async function doorConflicts(db: Db, eventId: string): Promise<ConflictRow[]> {
  return rowsOf<ConflictRow>(
    await db.execute(sql`
      select s.client_scan_id as "scanId", s.ticket_id as "ticketId", tt.name as "typeName", s.gate as "gate",
        s.scanned_at as "scannedAt", first.gate as "firstGate", first.scanned_at as "firstScannedAt"
      from door_scan s
      left join ticket t on t.id = s.ticket_id
      left join ticket_type tt on tt.id = t.ticket_type_id
      left join lateral (
        select f.gate, f.scanned_at from door_scan f
        where f.ticket_id = s.ticket_id and f.id <> s.id and f.result = 'admitted'
          and f.undone_at is null and not f.conflict
        order by f.scanned_at
        limit 1
      ) first on true
      where s.event_id = ${eventId} and s.conflict
      order by s.scanned_at desc
      limit 200
    `),
  );
}
