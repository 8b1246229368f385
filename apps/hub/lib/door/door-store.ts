// What a scanner keeps in IndexedDB so it works without the network: each event's door list (with this
// scanner's own scans over it) and the queue of scans made offline, waiting to be synced.
import type { DoorList, DoorResult } from '@repo/contract/door';
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { LocalTicketState } from './offline-check';

export interface QueuedScan {
  scanId: string;
  eventId: string;
  code: string;
  direction: 'in' | 'out';
  scannedAt: string;
  localResult: DoorResult;
}

interface DoorDb extends DBSchema {
  lists: { key: string; value: { eventId: string; list: DoorList } };
  local: { key: string; value: { eventId: string; entries: [string, LocalTicketState][] } };
  queue: { key: string; value: QueuedScan; indexes: { byEvent: string } };
}

let opened: Promise<IDBPDatabase<DoorDb>> | null = null;

function database(): Promise<IDBPDatabase<DoorDb>> {
  opened ??= openDB<DoorDb>('hub-door', 1, {
    upgrade(db) {
      db.createObjectStore('lists', { keyPath: 'eventId' });
      db.createObjectStore('local', { keyPath: 'eventId' });
      db.createObjectStore('queue', { keyPath: 'scanId' }).createIndex('byEvent', 'eventId');
    },
  });
  return opened;
}

export async function loadStoredList(eventId: string) {
  const db = await database();
  const [stored, local] = await Promise.all([db.get('lists', eventId), db.get('local', eventId)]);
  return stored ? { list: stored.list, local: new Map(local?.entries ?? []) } : null;
}

export async function storeList(eventId: string, list: DoorList): Promise<void> {
  await (await database()).put('lists', { eventId, list });
}

export async function storeLocalStates(eventId: string, local: Map<string, LocalTicketState>): Promise<void> {
  await (await database()).put('local', { eventId, entries: [...local] });
}

export async function queueScan(scan: QueuedScan): Promise<void> {
  await (await database()).put('queue', scan);
}

export async function queuedScans(eventId: string): Promise<QueuedScan[]> {
  const scans = await (await database()).getAllFromIndex('queue', 'byEvent', eventId);
  return scans.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function removeQueued(scanIds: string[]): Promise<void> {
  const tx = (await database()).transaction('queue', 'readwrite');
  await Promise.all([...scanIds.map((scanId) => tx.store.delete(scanId)), tx.done]);
}
