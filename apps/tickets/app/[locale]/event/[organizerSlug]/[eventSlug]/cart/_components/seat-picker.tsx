'use client';
// Seat map of one seated sector: free seats toggle into the cart, held and sold ones are disabled.
// Seat states are live (polled, never cached); the seats themselves are catalogue data.
import type { Seat, Sector, TicketType } from '@repo/contract/entities';
import { useQuery } from '@tanstack/react-query';
import { isBuyable } from '../../../../../../../lib/cart';
import type { CartData } from '../../../../../../../lib/event-page';
import { formatMoney } from '../../../../../../../lib/format';
import { useStorefront } from '../../../../../_providers/storefront-context';

const seatStatePollMs = 15_000;

export function SeatPicker({
  sector,
  initialSeats,
  initialStates,
  ticketTypes,
  selected,
  disabled,
  onToggle,
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
}) {
  const { passQueries, t, locale } = useStorefront();
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

  return (
    <fieldset className="mt-4" disabled={disabled}>
      <legend className="text-lg font-semibold">{t('seats.title', { sector: sector.namePub })}</legend>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm">
        {ticketTypes.map((type) => (
          <li key={type.ticketTypeId}>
            {type.namePub}: <strong>{formatMoney(type.price, type.currencyId, locale)}</strong>
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
      <div className="mt-4 overflow-x-auto rounded-xl bg-white p-4 shadow-sm">
        <p className="mb-3 rounded bg-brand-100 py-1 text-center text-xs font-semibold tracking-widest text-brand-900 uppercase">
          {t('seats.stage')}
        </p>
        <div className="flex flex-col gap-1">
          {[...rows.entries()].map(([rowLabel, seats]) => (
            <div key={rowLabel} className="flex items-center gap-1">
              <span className="w-8 shrink-0 text-xs font-semibold text-muted">{rowLabel}</span>
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
                  price: type ? formatMoney(type.price, type.currencyId, locale) : '',
                });
                return (
                  <button
                    key={seat.seatId}
                    type="button"
                    aria-pressed={isChosen}
                    aria-label={state === 'free' ? label : `${label} (${t('seats.taken')})`}
                    disabled={!isChosen && unavailable}
                    onClick={() => type && onToggle(seat.seatId, type.ticketTypeId)}
                    className={`size-8 shrink-0 rounded text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-900 ${
                      isChosen
                        ? 'bg-brand-700 text-white'
                        : state === 'free'
                          ? 'border border-brand-400 bg-white text-brand-900 hover:bg-brand-100 disabled:border-gray-300 disabled:text-gray-500'
                          : 'bg-gray-300 text-gray-700'
                    }`}
                  >
                    {seat.seatNumber}
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
