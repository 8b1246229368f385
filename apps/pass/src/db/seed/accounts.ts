// The demo account: verified, owner of the first demo organizer, so the hub and the storefront account open at once.
import { language } from '@repo/enums';
import { organizerRole } from '@repo/enums/organizer-role';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../accounts/password';
import { accounts, organizerMembers } from '../schema';
import { demoAccount, demoOrganizers } from './demo-ids';
import type { SeedContext } from './seed-context';

/** Upserted by its fixed id: a re-seed restores the documented password and membership. */
export async function seedDemoAccount(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const passwordHash = await hashPassword(demoAccount.password, ctx.passwordHashing);
  await tx
    .insert(accounts)
    .values({
      id: demoAccount.id,
      email: demoAccount.email,
      passwordHash,
      emailVerifiedAt: clock.now,
      languageId: language.ids.czech,
    })
    .onConflictDoUpdate({
      target: accounts.id,
      set: {
        email: demoAccount.email,
        passwordHash,
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, now())`,
      },
    });
  await tx
    .insert(organizerMembers)
    .values({
      organizerId: demoOrganizers.festival.id,
      accountId: demoAccount.id,
      roleId: organizerRole.ids.owner,
    })
    .onConflictDoNothing();
}
