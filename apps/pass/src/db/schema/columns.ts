// Column helpers shared by the tables: ids, timestamps and translated texts.
import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A visitor-facing text in the bundled languages; Czech is required because it is the fallback. */
export interface Translations {
  cs: string;
  sk?: string;
  en?: string;
  de?: string;
}

export const id = () => uuid('id').primaryKey().defaultRandom();
export const translated = (name: string) => jsonb(name).$type<Translations>().notNull();
export const optionalTranslated = (name: string) => jsonb(name).$type<Translations>();
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
