'use client';
// The scanner's engine: scans go to the pass while it answers; without it the held door list decides, the scan
// is queued with its real time, and the queue is synced (and the list refreshed) as soon as the pass is back.
import { isApiError } from '@repo/api-client/api-error';
import type { PassClient } from '@repo/api-client/pass-client';
import type { DoorDirection, DoorResult } from '@repo/contract/door';
import { passingResults } from '@repo/contract/door';
import { compactTicketId } from '@repo/contract/door-code';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyDelta, checkOffline, heldAsList, holdDoorList, stateAfter } from '@/lib/door/offline-check';
import type { HeldDoorList } from '@/lib/door/offline-check';
import {
  loadStoredList,
  queueScan,
  queuedScans,
  removeQueued,
  storeList,
  storeLocalStates,
} from '@/lib/door/door-store';

export interface ShownResult {
  scanId: string;
  result: DoorResult;
  offline: boolean;
  ticketTypeNamePub: string | null;
  voucherNamePub: string | null;
  checkId: boolean;
  previous: { scannedAt: string; gate: string } | null;
  at: number;
}

const ONLINE_TIMEOUT_MS = 4000;
const REFRESH_MS = 15_000;
const SYNC_BATCH = 500;

/** No answer at all (offline, timeout), as opposed to the pass answering with an error. */
function unreachable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0;
}

export function useDoorScanner(client: PassClient, eventId: string) {
  const held = useRef<HeldDoorList | null>(null);
  const [listState, setListState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [ticketCount, setTicketCount] = useState(0);
  const [reentryAllowed, setReentryAllowed] = useState(false);
  const [event, setEvent] = useState<{ namePub: string; timeZone: string } | null>(null);
  const [online, setOnline] = useState(true);
  const [queued, setQueued] = useState(0);
  const [last, setLast] = useState<ShownResult | null>(null);
  const [accessError, setAccessError] = useState<unknown>(null);

  const keep = useCallback((next: HeldDoorList) => {
    held.current = next;
    setTicketCount(next.tickets.size);
    setReentryAllowed(next.list.reentryAllowed);
    setEvent({ namePub: next.list.eventNamePub, timeZone: next.list.timeZone });
    setListState('ready');
  }, []);

  const refresh = useCallback(async () => {
    const current = held.current;
    const params = { eventId };
    try {
      if (!current) {
        const { list } = await client.doorList({ params, query: {} });
        await storeList(eventId, list);
        keep(holdDoorList(list));
      } else {
        const { list: delta } = await client.doorList({ params, query: { after: current.list.cursor } });
        const next = applyDelta(current, delta);
        keep(next);
        await storeList(eventId, heldAsList(next));
      }
      setOnline(true);
    } catch (error) {
      if (unreachable(error)) setOnline(false);
      else setAccessError(error);
      if (!held.current) setListState('missing');
    }
  }, [client, eventId, keep]);

  const sync = useCallback(async () => {
    const pending = await queuedScans(eventId);
    setQueued(pending.length);
    for (let start = 0; start < pending.length; start += SYNC_BATCH) {
      const batch = pending.slice(start, start + SYNC_BATCH);
      try {
        await client.doorSync({
          params: { eventId },
          body: { scans: batch.map(({ eventId: _event, ...scan }) => scan) },
        });
        await removeQueued(batch.map((scan) => scan.scanId));
      } catch (error) {
        if (unreachable(error)) setOnline(false);
        return;
      }
    }
    setQueued((await queuedScans(eventId)).length);
    await refresh();
  }, [client, eventId, refresh]);

  useEffect(() => {
    let stopped = false;
    void (async () => {
      const stored = await loadStoredList(eventId).catch(() => null);
      if (!stopped && stored) keep(holdDoorList(stored.list, stored.local));
      if (!stopped) await sync();
    })();
    const goOnline = () => void sync();
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, REFRESH_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [eventId, keep, sync]);

  /** Remembers a passing scan in the held list so the next offline check sees it. */
  const remember = useCallback(
    async (ticketKey: string | null, result: DoorResult, scannedAt: string, gate: string) => {
      const current = held.current;
      const state = stateAfter(result);
      if (!current || !ticketKey || !state) return;
      current.local.set(ticketKey, { state, scannedAt, gate });
      await storeLocalStates(eventId, current.local);
    },
    [eventId],
  );

  const scanOffline = useCallback(
    async (scanId: string, code: string, direction: DoorDirection, gate: string): Promise<ShownResult> => {
      const scannedAt = new Date();
      const current = held.current;
      const verdict = current
        ? await checkOffline(current, code, direction, scannedAt)
        : {
            result: 'unknown' as const,
            ticketKey: null,
            ticketTypeNamePub: null,
            checkId: false,
            previous: null,
          };
      await queueScan({
        scanId,
        eventId,
        code,
        direction,
        scannedAt: scannedAt.toISOString(),
        localResult: verdict.result,
      });
      setQueued((count) => count + 1);
      await remember(verdict.ticketKey, verdict.result, scannedAt.toISOString(), gate);
      return { scanId, ...verdict, voucherNamePub: null, offline: true, at: Date.now() };
    },
    [eventId, remember],
  );

  const scan = useCallback(
    async (code: string, direction: DoorDirection, gate: string): Promise<ShownResult> => {
      const scanId = crypto.randomUUID();
      let shown: ShownResult;
      if (!navigator.onLine) {
        setOnline(false);
        shown = await scanOffline(scanId, code, direction, gate);
      } else {
        try {
          const { scan: answer } = await client.doorScan(
            { params: { eventId }, body: { scanId, code, direction } },
            { signal: AbortSignal.timeout(ONLINE_TIMEOUT_MS) },
          );
          setOnline(true);
          const ticketKey = answer.ticket ? compactTicketId(answer.ticket.ticketId) : null;
          if (passingResults.includes(answer.result)) {
            await remember(ticketKey, answer.result, answer.scannedAt, answer.gate);
          }
          shown = {
            scanId,
            result: answer.result,
            offline: false,
            ticketTypeNamePub: answer.ticket?.ticketTypeNamePub ?? null,
            voucherNamePub: answer.voucher ? `${answer.voucher.quantity}× ${answer.voucher.namePub}` : null,
            checkId: answer.ticket?.checkId ?? false,
            previous: answer.previous,
            at: Date.now(),
          };
        } catch (error) {
          if (!unreachable(error)) throw error;
          setOnline(false);
          shown = await scanOffline(scanId, code, direction, gate);
        }
      }
      setLast(shown);
      return shown;
    },
    [client, eventId, remember, scanOffline],
  );

  return {
    scan,
    last,
    online,
    queued,
    listState,
    ticketCount,
    accessError,
    reentryAllowed,
    event,
  };
}
