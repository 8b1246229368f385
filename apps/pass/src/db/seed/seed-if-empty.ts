// Seeds the demo world into a database that has no organizers yet (first start of the embedded database).
import { count } from 'drizzle-orm';
import type { Db } from '../database';
import { organizers } from '../schema';
import { seedDemoWorld } from './seed';
import type { SeedOptions } from './seed';

export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [row] = await db.select({ organizers: count() }).from(organizers);
  if ((row?.organizers ?? 0) > 0) return false;
  await seedDemoWorld(db, options);
  return true;
}
