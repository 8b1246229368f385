// The demo world: organizers, tours, twelve events with tickets, products, program and galleries.
import type { Db } from '../database';

/** Inserts the demo world in one transaction. Repeatable: it first removes what an earlier run inserted. */
export async function seedDemoWorld(db: Db): Promise<void> {
  await db.transaction(async () => {
    // Filled by the seed module.
  });
}
