'use client';
// The till's offline side: whether the pass answers, the queue of signed sales made without it (kept in
// IndexedDB across reloads), the per-chip offline limit over that queue, and the sync that sends the queue as
// soon as the pass is back (on the browser's online event, every 15 s, and at start).
import { isApiError } from '@repo/api-client/api-error';
import type { PassClient } from '@repo/api-client/pass-client';
import type { OfflineSaleInput } from '@repo/contract/bar';
import { MAX_SYNC_SALES } from '@repo/contract/bar';
import { useCallback, useEffect, useRef, useState } from 'react';
import { offlineRoom, signSale } from '@/lib/till/offline-sale';
import type { QueuedSale } from '@/lib/till/offline-sale';
import { queueSale, queuedSales, removeQueuedSales } from '@/lib/till/till-store';

const SYNC_MS = 15_000;

/** No answer at all (offline, timeout), as opposed to the pass answering with an error. */
export function unreachable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

export interface SyncOutcome {
  synced: number;
  refused: number;
  /** Chips the synced sales left owing (blocked until topped up). */
  inDebt: number;
}

export function useOfflineTill(client: PassClient, eventId: string, onSynced: () => Promise<void>) {
  const [online, setOnline] = useState(true);
  const [queue, setQueue] = useState<QueuedSale[]>([]);
  const [lastSync, setLastSync] = useState<SyncOutcome | null>(null);
  const syncing = useRef(false);

  const reload = useCallback(async () => {
    setQueue(await queuedSales(eventId));
  }, [eventId]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      const pending = await queuedSales(eventId);
      setQueue(pending);
      if (pending.length === 0) return;
      const outcome: SyncOutcome = { synced: 0, refused: 0, inDebt: 0 };
      for (let start = 0; start < pending.length; start += MAX_SYNC_SALES) {
        const batch = pending.slice(start, start + MAX_SYNC_SALES);
        const { results } = await client.tillSync({
          params: { eventId },
          body: { sales: batch.map((entry) => entry.sale) },
        });
        // Accepted and refused alike leave the queue: a refusal (not this till's signature, a product gone from
        // the menu) would be refused again; the bartender is told how many.
        await removeQueuedSales(results.map((result) => result.clientSaleId));
        outcome.synced += results.filter((result) => result.status === 'accepted').length;
        outcome.refused += results.filter((result) => result.status === 'refused').length;
        outcome.inDebt += new Set(
          results.flatMap((result) => (result.chip && result.chip.debt > 0 ? [result.chip.chipUid] : [])),
        ).size;
      }
      setOnline(true);
      setLastSync(outcome);
      await reload();
      await onSynced();
    } catch (error) {
      if (unreachable(error)) setOnline(false);
    } finally {
      syncing.current = false;
    }
  }, [client, eventId, onSynced, reload]);

  useEffect(() => {
    void (async () => {
      const pending = await queuedSales(eventId);
      setQueue(pending);
      if (navigator.onLine) await sync();
      else setOnline(false);
    })();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_MS);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [eventId, sync]);

  /**
   * Sells without the pass: refused (with what is left of the limit) when the chip's offline sales would pass
   * the event's limit; otherwise signed with the till's secret and queued with its real time.
   */
  const sellOffline = useCallback(
    async (
      sale: Omit<OfflineSaleInput, 'signature' | 'soldAt'>,
      total: number,
      offline: { limitPerChip: number; secret: string },
    ): Promise<{ refused: { left: number } } | { queued: QueuedSale }> => {
      const current = await queuedSales(eventId);
      if (sale.paymentMethod === 'chip' && sale.chipUid) {
        const room = offlineRoom(current, sale.chipUid, total, offline.limitPerChip);
        if (room) return { refused: room };
      }
      const signed = await signSale(offline.secret, eventId, { ...sale, soldAt: new Date().toISOString() });
      const entry: QueuedSale = { eventId, total, sale: signed };
      await queueSale(entry);
      setOnline(false);
      await reload();
      return { queued: entry };
    },
    [eventId, reload],
  );

  return { online, setOnline, queue, lastSync, sync, sellOffline };
}
