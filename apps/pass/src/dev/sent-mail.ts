// Finds what an outbox message actually sent: the .eml files the mailer wrote, matched by Message-ID.
import { readOutboxDir } from '../mail/mailer';
import type { OutboxFile } from '../mail/mailer';
import { outboxMessageId } from '../outbox/worker';

export interface SentMailFile extends OutboxFile {
  /** When the mailer wrote it (from the file name). */
  writtenAt: Date;
}

// Outbox ids start again at 1 in a fresh database while old .eml files may remain in the folder; a file
// written before its message existed belongs to an older database. The slack covers a database server
// whose clock is a little ahead of this one.
const CLOCK_SLACK_MS = 60_000;

/** "2025-05-01T10-00-00-000Z-outbox-42_x.eml" -> 2025-05-01T10:00:00.000Z; null for other names. */
export function writtenAtOf(name: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The outbox id behind a Message-ID such as "<outbox-42@vstupenky.cz>", or null for other messages. */
export function outboxIdOf(messageId: string): number | null {
  const local = /^<?([^@>\s]+)@/.exec(messageId.trim())?.[1];
  const match = local === undefined ? null : /^outbox-(\d+)$/.exec(local);
  return match?.[1] === undefined || local !== outboxMessageId(Number(match[1])) ? null : Number(match[1]);
}

/** Every e-mail file in the folder, grouped by outbox id, oldest first within a group. */
export async function sentMailByOutboxId(mailDir: string): Promise<Map<number, SentMailFile[]>> {
  const byId = new Map<number, SentMailFile[]>();
  for (const file of await readOutboxDir(mailDir)) {
    const id = outboxIdOf(file.messageId);
    const writtenAt = writtenAtOf(file.name);
    if (id === null || writtenAt === null) continue;
    const list = byId.get(id) ?? [];
    list.push({ ...file, writtenAt });
    byId.set(id, list);
  }
  return byId;
}

/** The files that belong to this message (it was created at `createdAt`), oldest first. */
export function filesOfMessage(files: readonly SentMailFile[] | undefined, createdAt: Date): SentMailFile[] {
  return (files ?? []).filter((file) => file.writtenAt.getTime() >= createdAt.getTime() - CLOCK_SLACK_MS);
}
