// What a till keeps in IndexedDB so it sells without the network: the last till state it read (menus, shift,
// limit, signing secret) per event, and the queue of sales made offline, kept across reloads until synced.
import type { TillState } from '@repo/contract/bar';
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { QueuedSale } from './offline-sale';

interface TillDb extends DBSchema {
  states: { key: string; value: { key: string; state: TillState } };
  queue: { key: string; value: QueuedSale & { saleId: string }; indexes: { byEvent: string } };
}

let opened: Promise<IDBPDatabase<TillDb>> | null = null;

function database(): Promise<IDBPDatabase<TillDb>> {
  opened ??= openDB<TillDb>('hub-till', 1, {
    upgrade(db) {
      db.createObjectStore('states', { keyPath: 'key' });
      db.createObjectStore('queue', { keyPath: 'saleId' }).createIndex('byEvent', 'eventId');
    },
  });
  return opened;
}

/** `who` keeps a paired till's state apart from a member's in the same browser. */
export async function loadTillState(eventId: string, who: string): Promise<TillState | null> {
  return (await (await database()).get('states', `${eventId}:${who}`))?.state ?? null;
}

export async function storeTillState(eventId: string, who: string, state: TillState): Promise<void> {
  await (await database()).put('states', { key: `${eventId}:${who}`, state });
}

export async function queueSale(entry: QueuedSale): Promise<void> {
  await (await database()).put('queue', { ...entry, saleId: entry.sale.saleId });
}

/** The queue of an event, oldest sale first. */
export async function queuedSales(eventId: string): Promise<QueuedSale[]> {
  const rows = await (await database()).getAllFromIndex('queue', 'byEvent', eventId);
  return rows
    .sort((a, b) => a.sale.soldAt.localeCompare(b.sale.soldAt))
    .map(({ saleId: _saleId, ...entry }) => entry);
}

export async function removeQueuedSales(saleIds: string[]): Promise<void> {
  const tx = (await database()).transaction('queue', 'readwrite');
  await Promise.all([...saleIds.map((saleId) => tx.store.delete(saleId)), tx.done]);
}
