// The demo world: organizers, tours, twelve events with tickets, products, program and galleries.
//
// Repeatable without truncating anything: the twelve demo events are deleted by their fixed ids (their
// event-scoped rows cascade), and the shared rows with fixed ids (organizers, tours, venues, bands,
// performers, galleries, VAT rates) are upserted. Data that is not part of the demo world is never touched.
// All dates are relative to the moment of seeding, so a fresh demo world is always current.
// When a later table (orders, tickets) references demo events without ON DELETE CASCADE, purge.ts must
// delete those rows first, or re-seeding a database with demo orders fails (and rolls back as a whole).
//
// The demo world is built the way an organiser builds one in the hub: events, ticket types and their groups,
// extra products and the product group with its variants, the access code, the theatre's seat plan, stages,
// programme entries and line-ups go through the organiser's domain functions (src/organizers/*), given the fixed
// ids of demo-ids.ts. Written directly, because no organiser function makes them: the organizers and the demo
// account with its membership (upserted by fixed id so a re-seed keeps what points at them; registration would
// make a new organizer each time), the tours and their partner store, VAT rates, the shared directory of venues,
// bands, performers, profiles and galleries (no organiser owns them), the artwork URLs, a standing crowd sector,
// issued chips, ticket-type partners, which ticket types offer which products, a product sold with a programme
// entry, the tickets and seats already sold (no orders stand behind them), and the columns the hub's forms do not
// have (descriptions of ticket types, groups and products, named included items, gallery, storefront sections,
// sale windows of events, terms links); seed-context.ts says which. No audit rows: the audit log records what a
// member or API key did through the API, and nobody did this; the seed runs as a whole transaction at start-up or
// from `pnpm db:seed`.
import { sql } from 'drizzle-orm';
import { SCRYPT_PARAMS } from '../../accounts/password';
import type { ScryptParams } from '../../accounts/password';
import type { Db } from '../database';
import { seedDemoAccount } from './accounts';
import { SeedClock } from './clock';
import { seedFestival } from './festival';
import { seedLineup } from './lineup';
import { seedEventGroups, seedOrganizers } from './organizers';
import { seedBeerFestival, seedFootballDerby } from './olomouc';
import { seedChildrenDay, seedWineTasting } from './other-events';
import { purgeDemoEvents } from './purge';
import type { SeedContext } from './seed-context';
import { seedSlovakSummer } from './slovak';
import { seedTheatre } from './theatre';
import { seedSecretConcert, seedSpringTour } from './tours';
import { seedVenueRows } from './venues';

export interface SeedOptions {
  /** The moment the world is laid out around; the current time unless a test pins it. */
  now?: Date;
  /** The scrypt cost of the demo account's password; the standard cost unless the service runs with another. */
  passwordHashing?: ScryptParams;
}

/** Inserts the demo world in one transaction. Repeatable: it first removes what an earlier run inserted. */
export async function seedDemoWorld(db: Db, options: SeedOptions = {}): Promise<void> {
  const clock = new SeedClock(options.now ?? new Date());
  await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, clock, passwordHashing: options.passwordHashing ?? SCRYPT_PARAMS };
    await purgeDemoEvents(ctx);

    await seedOrganizers(ctx);
    await seedDemoAccount(ctx);
    await seedEventGroups(ctx);
    await seedVenueRows(ctx);
    await seedLineup(ctx);

    await seedFestival(ctx);
    await seedTheatre(ctx);
    await seedWineTasting(ctx);
    await seedFootballDerby(ctx);
    await seedSlovakSummer(ctx);
    await seedSpringTour(ctx);
    await seedSecretConcert(ctx);
    await seedChildrenDay(ctx);
    await seedBeerFestival(ctx);

    // Sectors count what is sold into them, so sector capacity holds across their ticket types.
    await tx.execute(sql`
      update sector set sold = least(sector.capacity, (
        select coalesce(sum(ticket_type.sold), 0) from ticket_type where ticket_type.sector_id = sector.id))`);
  });
}
