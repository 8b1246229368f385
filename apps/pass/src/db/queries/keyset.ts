// Keyset cursors on timestamps: the cursor row's instant read as PostgreSQL's text, microseconds included.
// Read into a JS Date it would lose them, and the next page would repeat (ascending) or skip (descending) the
// rows of the same millisecond; an export paging ascending would loop for ever.
import { sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';

/** Select this for the cursor row's timestamp. */
export function exactInstant(column: AnyColumn) {
  return sql<string>`${column}::text`;
}

/** The cursor's instant as a value to compare a timestamptz column with. */
export function at(instant: string) {
  return sql`${instant}::timestamptz`;
}
