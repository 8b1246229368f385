'use client';
// Seat map of one seated sector: free seats toggle into the cart, held and sold ones cannot be chosen.
// Seat states are live (polled, never cached); the seats themselves are catalogue data. The map is one Tab stop
// (a roving tabindex): arrow keys, Home and End move between seats. On a phone it pans inside its frame and zooms
// with its own buttons, so the page never scrolls sideways.
import type { Seat, Sector, TicketType } from '@repo/contract/entities';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { isBuyable } from '../../../../../../../../lib/cart';
import type { CartData } from '../../../../../../../../lib/event-page';
import type { CartFormat } from '../../../../../../../../lib/cart-texts';
import { moveSeat, seatMoveOf } from '../../../../../../../../lib/seat-navigation';
import { useStorefront } from '../../../../../_providers/storefront-context';

const seatStatePollMs = 15_000;

/**
 * Seat sizes of the zoom steps. Unzoomed (null) a seat is 32 px with a mouse and 44 px on a touch screen, a
 * thumb's target; zooming out shows a whole row on a small phone.
 */
const zoomSteps = [
  { seat: 'size-6 text-[10px]', label: 'w-5' },
  { seat: 'size-8 text-xs', label: 'w-8' },
  { seat: 'size-11 text-sm', label: 'w-8' },
  { seat: 'size-14 text-base', label: 'w-10' },
] as const;
const unzoomed = { seat: 'size-8 text-xs pointer-coarse:size-11', label: 'w-8' };

export function SeatPicker({
  sector,
  initialSeats,
  initialStates,
  ticketTypes,
  selected,
  disabled,
  onToggle,
  money,
}: {
  sector: Sector;
  initialSeats: readonly Seat[];
  /** The pass answer of the seat states read with the page. */
  initialStates: CartData['seatMaps'][number]['states'] | undefined;
  /** Price categories sold into this sector. */
  ticketTypes: readonly TicketType[];
  /** Seat id -> ticket type id of the seats in the cart. */
  selected: Readonly<Record<string, string>>;
  disabled: boolean;
  onToggle: (seatId: string, ticketTypeId: string) => void;
  money: CartFormat['money'];
}) {
  const { passQueries, t } = useStorefront();
  // The seats came with the page; only their states are followed live (polled, never cached).
  const statesQuery = useQuery({
    ...passQueries.reservationSeatAvailability({ params: { sectorId: sector.sectorId } }),
    initialData: initialStates,
    select: (answer) => answer.seats,
    staleTime: seatStatePollMs,
    refetchInterval: seatStatePollMs,
  });

  const typeById = new Map(ticketTypes.map((type) => [type.ticketTypeId, type]));
  const stateById = new Map((statesQuery.data ?? []).map((seat) => [seat.seatId, seat.state]));
  const rows = new Map<string, Seat[]>();
  for (const seat of [...initialSeats].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.get(seat.rowLabel) ?? [];
    row.push(seat);
    rows.set(seat.rowLabel, row);
  }
  const chosenOfType = (typeId: string) => Object.values(selected).filter((id) => id === typeId).length;
  const rowList = [...rows.values()];

  const mapRef = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const sizes = (zoom === null ? undefined : zoomSteps[zoom]) ?? unzoomed;
  const stepZoom = (step: 1 | -1) => {
    // Unzoomed, the step in effect depends on the pointer (see unzoomed), so it is read when first needed.
    const current = zoom ?? (window.matchMedia('(pointer: coarse)').matches ? 2 : 1);
    setZoom(Math.min(zoomSteps.length - 1, Math.max(0, current + step)));
  };

  // The one seat in the Tab order: the one last moved to, else the first chosen seat, else the first free one.
  const [activeId, setActiveId] = useState<string | null>(null);
  const seatIds = new Set(initialSeats.map((seat) => seat.seatId));
  const tabSeatId =
    (activeId && seatIds.has(activeId) ? activeId : null) ??
    initialSeats.find((seat) => selected[seat.seatId] !== undefined)?.seatId ??
    rowList.flat().find((seat) => stateById.get(seat.seatId) === 'free')?.seatId ??
    rowList[0]?.[0]?.seatId ??
    null;
  const onMapKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = seatMoveOf(event.key, event.ctrlKey || event.metaKey);
    const from = (event.target as HTMLElement).dataset.seatId;
    if (!move || !from) return;
    event.preventDefault();
    const to = moveSeat(rowList, from, move);
    setActiveId(to);
    mapRef.current?.querySelector<HTMLButtonElement>(`[data-seat-id="${to}"]`)?.focus();
  };

  const zoomButton =
    'grid size-11 place-items-center rounded-full border border-brand-300 text-lg font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-gray-200 disabled:text-gray-500 focus-visible:outline-2 focus-visible:outline-brand-700';

  return (
    // min-w-0: a fieldset is as wide as its content by default, which pushed the whole cart past a phone's edge.
    <fieldset className="mt-4 min-w-0" disabled={disabled}>
      <legend className="text-lg font-semibold">{t('seats.title', { sector: sector.namePub })}</legend>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {ticketTypes.map((type) => (
          <li key={type.ticketTypeId}>
            {type.namePub}: <strong>{money(type.price, type.currencyId)}</strong>
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="inline-block size-4 rounded border border-brand-400 bg-white" aria-hidden="true" />
          {t('seats.free')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-4 rounded bg-brand-700" aria-hidden="true" />
          {t('seats.chosen')}
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block size-4 rounded bg-gray-300" aria-hidden="true" />
          {t('seats.taken')}
        </li>
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p id={`${sector.sectorId}-hint`} className="text-xs text-muted">
          {t('seats.keyboardHint')}
        </p>
        <div className="flex shrink-0 gap-1" role="group" aria-label={t('seats.zoom')}>
          <button
            type="button"
            className={zoomButton}
            aria-label={t('seats.zoomOut')}
            disabled={zoom === 0}
            onClick={() => stepZoom(-1)}
          >
            −
          </button>
          <button
            type="button"
            className={zoomButton}
            aria-label={t('seats.zoomIn')}
            disabled={zoom === zoomSteps.length - 1}
            onClick={() => stepZoom(1)}
          >
            +
          </button>
        </div>
      </div>
      {/* Pans inside its own frame (touch or scroll) when the seats are wider than the screen. */}
      <div
        className="mt-2 max-h-[70vh] overflow-auto overscroll-contain rounded-xl border border-brand-100 bg-white p-3 sm:p-4"
        data-testid="seat-map-frame"
      >
        <div className="w-max min-w-full">
          <p className="mb-3 rounded bg-brand-100 py-1 text-center text-xs font-semibold tracking-widest text-brand-900 uppercase">
            {t('seats.stage')}
          </p>
          <div
            ref={mapRef}
            role="grid"
            aria-label={t('seats.mapLabel', { sector: sector.namePub })}
            aria-describedby={`${sector.sectorId}-hint`}
            onKeyDown={onMapKeyDown}
            className="mx-auto flex w-max flex-col gap-1"
          >
            {[...rows.entries()].map(([rowLabel, seats]) => (
              <div key={rowLabel} role="row" className="flex items-center gap-1">
                <span
                  role="rowheader"
                  // Stays at the left edge while the seats pan under it, so a row keeps its letter on a phone; the shadow
                  // covers the frame's padding, where panned seats would otherwise peek out.
                  className={`${sizes.label} sticky left-0 z-10 shrink-0 self-stretch bg-white pr-1 shadow-[-1rem_0_0_white] text-xs leading-none font-semibold text-muted [display:grid] place-items-center`}
                >
                  {rowLabel}
                </span>
                {seats.map((seat) => {
                  const type = typeById.get(seat.ticketTypeId);
                  const isChosen = selected[seat.seatId] !== undefined;
                  const state = stateById.get(seat.seatId) ?? 'sold';
                  const full = type ? chosenOfType(type.ticketTypeId) >= type.maxPerOrder : true;
                  const unavailable = !type || !isBuyable(type) || state !== 'free' || (!isChosen && full);
                  const label = t('seats.seatLabel', {
                    sector: sector.namePub,
                    row: seat.rowLabel,
                    seat: seat.seatNumber,
                    price: type ? money(type.price, type.currencyId) : '',
                  });
                  const blocked = !isChosen && unavailable;
                  return (
                    <span key={seat.seatId} role="gridcell" className="shrink-0">
                      {/* aria-disabled rather than disabled: a taken seat stays reachable by the arrow keys, so a
                        keyboard or screen-reader user hears that it is taken instead of skipping over it. */}
                      <button
                        type="button"
                        data-seat-id={seat.seatId}
                        tabIndex={seat.seatId === tabSeatId ? 0 : -1}
                        aria-pressed={isChosen}
                        aria-label={state === 'free' ? label : `${label} (${t('seats.taken')})`}
                        aria-disabled={blocked || undefined}
                        onFocus={() => setActiveId(seat.seatId)}
                        onClick={() => {
                          if (!blocked && type) onToggle(seat.seatId, type.ticketTypeId);
                        }}
                        className={`${sizes.seat} grid place-items-center rounded font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-900 ${
                          isChosen
                            ? 'bg-brand-700 text-white'
                            : state === 'free'
                              ? 'border border-brand-400 bg-white text-brand-900 hover:bg-brand-100 aria-disabled:cursor-not-allowed aria-disabled:border-gray-300 aria-disabled:text-gray-500 aria-disabled:hover:bg-white'
                              : 'cursor-not-allowed bg-gray-300 text-gray-700'
                        }`}
                      >
                        {seat.seatNumber}
                      </button>
                    </span>
                  );
                })}
              </div>
            ))}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
