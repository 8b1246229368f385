// A table's row from its JSON form (`to_jsonb(row)` in SQL, column names as keys), typed and mapped as drizzle maps
// the row of a select: what a database function answers with.
import { getTableColumns } from 'drizzle-orm';
import type { Table } from 'drizzle-orm';

export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
