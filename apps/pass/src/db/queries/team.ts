// An organizer's team: members with roles, open invitations, and the lock that serialises team changes.
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { accounts, events, organizerInvitations, organizerMembers, organizers } from '../schema';

export type InvitationRow = typeof organizerInvitations.$inferSelect;

export interface MemberRow {
  accountId: string;
  email: string;
  roleId: number;
  eventIds: string[] | null;
  createdAt: Date;
}

const memberColumns = {
  accountId: organizerMembers.accountId,
  email: accounts.email,
  roleId: organizerMembers.roleId,
  eventIds: organizerMembers.eventIds,
  createdAt: organizerMembers.createdAt,
};

/**
 * Locks the organizer row until the transaction ends. Team changes take it first, so two owners demoting each
 * other at the same moment run one after the other and the second sees that it would leave no owner.
 */
export async function lockOrganizer(tx: Db, organizerId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${organizers} where ${organizers.id} = ${organizerId} for update`);
}

export async function listMembers(db: Db, organizerId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(organizerMembers)
    .innerJoin(accounts, eq(accounts.id, organizerMembers.accountId))
    .where(eq(organizerMembers.organizerId, organizerId))
    .orderBy(asc(organizerMembers.roleId), asc(accounts.email));
}

export async function findMember(
  db: Db,
  organizerId: string,
  accountId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(organizerMembers)
    .innerJoin(accounts, eq(accounts.id, organizerMembers.accountId))
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(organizerMembers.accountId, accountId)));
  return row;
}

export async function findMemberByEmail(
  db: Db,
  organizerId: string,
  email: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(organizerMembers)
    .innerJoin(accounts, eq(accounts.id, organizerMembers.accountId))
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(accounts.email, email)));
  return row;
}

export async function countOwners(db: Db, organizerId: string, ownerRoleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organizerMembers)
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(organizerMembers.roleId, ownerRoleId)));
  return row?.n ?? 0;
}

/** Adds the member; false when the account already belongs to the organizer. */
export async function insertMember(
  tx: Db,
  member: { organizerId: string; accountId: string; roleId: number; eventIds: string[] | null },
): Promise<boolean> {
  const rows = await tx.insert(organizerMembers).values(member).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function updateMember(
  tx: Db,
  organizerId: string,
  accountId: string,
  changes: { roleId: number; eventIds: string[] | null },
): Promise<void> {
  await tx
    .update(organizerMembers)
    .set(changes)
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(organizerMembers.accountId, accountId)));
}

export async function deleteMember(tx: Db, organizerId: string, accountId: string): Promise<void> {
  await tx
    .delete(organizerMembers)
    .where(and(eq(organizerMembers.organizerId, organizerId), eq(organizerMembers.accountId, accountId)));
}

const openInvitation = and(isNull(organizerInvitations.acceptedAt), isNull(organizerInvitations.revokedAt));

export async function listOpenInvitations(db: Db, organizerId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organizerInvitations)
    .where(
      and(
        eq(organizerInvitations.organizerId, organizerId),
        openInvitation,
        gt(organizerInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(organizerInvitations.createdAt));
}

/** Withdraws the open invitation of the address (inviting again replaces it). */
export async function revokeOpenInvitationsOf(tx: Db, organizerId: string, email: string): Promise<void> {
  await tx
    .update(organizerInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(organizerInvitations.organizerId, organizerId),
        eq(organizerInvitations.email, email),
        openInvitation,
      ),
    );
}

export async function insertInvitation(
  tx: Db,
  invitation: typeof organizerInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await tx.insert(organizerInvitations).values(invitation).returning();
  if (!row) throw new Error('insert organizer_invitation returned no row');
  return row;
}

export async function findInvitation(db: Db, invitationId: string): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(organizerInvitations).where(eq(organizerInvitations.id, invitationId));
  return row;
}

export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizerInvitations)
    .where(eq(organizerInvitations.tokenHash, tokenHash));
  return row;
}

/** Stores the hash of the link's token; only for an invitation still open. */
export async function setInvitationToken(db: Db, invitationId: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(organizerInvitations)
    .set({ tokenHash })
    .where(and(eq(organizerInvitations.id, invitationId), openInvitation))
    .returning({ id: organizerInvitations.id });
  return rows.length > 0;
}

/** Marks the invitation used or withdrawn; false when it was no longer open (used twice, raced). */
export async function closeInvitation(
  tx: Db,
  invitationId: string,
  how: 'accepted' | 'revoked',
): Promise<boolean> {
  const rows = await tx
    .update(organizerInvitations)
    .set(how === 'accepted' ? { acceptedAt: sql`now()` } : { revokedAt: sql`now()` })
    .where(and(eq(organizerInvitations.id, invitationId), openInvitation))
    .returning({ id: organizerInvitations.id });
  return rows.length > 0;
}

/** Which of the ids are events of the organizer. */
export async function ownEventIds(db: Db, organizerId: string, eventIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.organizerId, organizerId), inArray(events.id, eventIds)));
  return rows.map((row) => row.id);
}
