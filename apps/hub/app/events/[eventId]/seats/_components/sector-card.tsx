'use client';
// One seated sector in the editor: its price categories (the ticket types sold seat by seat here), a block of
// seats added in one step, the map preview, and its rows with their numbers, category and removal. Held or sold
// seats are marked; the pass refuses to remove or re-price them and the error says which.
import type { SeatPlanSector } from '@repo/contract/hub-seat-plans';
import type { CatalogueEvent, HubTicketType } from '@repo/contract/hub-ticket-types';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { NativeSelect } from '@/app/_components/native-select';
import { Badge } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { catalogueErrorKey } from '@/lib/catalogue-error-text';
import { CheckField } from '../../_components/check-field';
import { BlockDialog } from './block-dialog';
import { categoryColour, SeatMapPreview } from './seat-map-preview';
import { SectorDialog } from './sector-dialog';

export interface SectorCardProps {
  event: CatalogueEvent;
  sector: SeatPlanSector;
  sectors: readonly SeatPlanSector[];
  ticketTypes: readonly HubTicketType[];
  onNotice: (notice: string) => void;
}

interface SeatRowView {
  label: string;
  seats: SeatPlanSector['seats'];
  locked: number;
  /** The row's price categories (usually one). */
  ticketTypeIds: string[];
}

function rowsOf(sector: SeatPlanSector): SeatRowView[] {
  const rows = new Map<string, SeatPlanSector['seats']>();
  for (const seat of sector.seats) rows.set(seat.rowLabel, [...(rows.get(seat.rowLabel) ?? []), seat]);
  return [...rows].map(([label, seats]) => {
    const ordered = [...seats].sort((a, b) => a.x - b.x);
    return {
      label,
      seats: ordered,
      locked: ordered.filter((seat) => seat.locked).length,
      ticketTypeIds: [...new Set(ordered.map((seat) => seat.ticketTypeId))],
    };
  });
}

export function SectorCard({ event, sector, sectors, ticketTypes, onNotice }: SectorCardProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [assigned, setAssigned] = useState<string[]>(sector.ticketTypeIds);
  const params = { eventId: event.eventId };
  const sectorParams = { ...params, sectorId: sector.sectorId };
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.seats.${key}`, values);

  const elsewhere = new Set(
    sectors.filter((other) => other.sectorId !== sector.sectorId).flatMap((other) => other.ticketTypeIds),
  );
  // A type selling from another sector cannot price seats here; one with sales and no sector cannot start to.
  const offered = ticketTypes.filter(
    (type) =>
      !elsewhere.has(type.ticketTypeId) &&
      (sector.ticketTypeIds.includes(type.ticketTypeId) || type.sold + type.held === 0),
  );
  const palette = [...sector.ticketTypeIds, ...offered.map((type) => type.ticketTypeId)];
  const colourOf = (id: string) => Math.max(palette.indexOf(id), 0);
  const nameOf = (id: string) => ticketTypes.find((type) => type.ticketTypeId === id)?.namePub ?? id;
  const own = ticketTypes.filter((type) => sector.ticketTypeIds.includes(type.ticketTypeId));
  const rows = rowsOf(sector);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.hubSeatPlan({ params }).queryKey });

  async function run(action: () => Promise<unknown>, notice: string) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await refresh();
      onNotice(notice);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  }

  const headingId = `sector-${sector.sectorId}`;
  return (
    <Card className="gap-4 p-4 sm:p-6" data-testid="sector">
      <CardHeader className="grid gap-1">
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {sector.namePub}
        </h2>
        <CardDescription>
          {text('sectorSummary', { seats: sector.capacity, sold: sector.sold, held: sector.held })}
        </CardDescription>
      </CardHeader>
      <div className="flex flex-wrap gap-2">
        <BlockDialog
          eventId={event.eventId}
          sector={sector}
          categories={offered}
          colourOf={colourOf}
          trigger={<Button>{text('addBlock')}</Button>}
          onSaved={(count) => onNotice(text('blockSaved', { count, sector: sector.namePub }))}
        />
        <SectorDialog
          eventId={event.eventId}
          sector={sector}
          trigger={<Button variant="outlined">{text('rename')}</Button>}
          onSaved={(name) => onNotice(text('sectorSaved', { name }))}
        />
        <ConfirmDialog
          trigger={<Button variant="outlined">{text('removeSector')}</Button>}
          title={text('removeSectorTitle', { name: sector.namePub })}
          description={text('removeSectorIntro')}
          confirmLabel={text('removeSector')}
          onConfirm={async () => {
            await client.hubSectorDelete({ params: sectorParams });
            await refresh();
            onNotice(text('sectorRemoved', { name: sector.namePub }));
          }}
        />
      </div>
      {failure ? (
        <Alert variant="error" role="alert">
          {t(catalogueErrorKey(failure))}
        </Alert>
      ) : null}

      <form
        className="grid gap-2"
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void run(
            () => client.hubSectorTicketTypes({ params: sectorParams, body: { ticketTypeIds: assigned } }),
            text('categoriesSaved', { sector: sector.namePub }),
          );
        }}
      >
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{text('categories')}</legend>
          <p className="text-xs text-muted">{text('categoriesHint')}</p>
          {offered.length === 0 ? (
            <p className="text-sm text-muted">{text('noCategory')}</p>
          ) : (
            <div className="grid gap-0.5 sm:grid-cols-2">
              {offered.map((type) => (
                <CheckField
                  key={type.ticketTypeId}
                  label={
                    <span className="inline-flex items-center gap-2">
                      <span
                        aria-hidden
                        className="inline-block size-3 rounded-full"
                        style={{ background: categoryColour(colourOf(type.ticketTypeId)) }}
                      />
                      {type.namePub}
                    </span>
                  }
                  checked={assigned.includes(type.ticketTypeId)}
                  disabled={busy}
                  onChange={(checked) =>
                    setAssigned((current) =>
                      checked
                        ? [...current, type.ticketTypeId]
                        : current.filter((id) => id !== type.ticketTypeId),
                    )
                  }
                />
              ))}
            </div>
          )}
        </fieldset>
        <Button type="submit" variant="secondary" className="justify-self-start" disabled={busy}>
          {busy ? t('main::hubPages.common.working') : text('saveCategories')}
        </Button>
      </form>

      {sector.seats.length === 0 ? (
        <p className="text-sm text-muted">{text('noSeats')}</p>
      ) : (
        <>
          <SeatMapPreview
            label={text('mapLabel', { seats: sector.seats.length, rows: rows.length })}
            seats={sector.seats.map((seat) => ({
              x: seat.x,
              y: seat.y,
              label: `${text('row')} ${seat.rowLabel}, ${seat.seatNumber}`,
              category: colourOf(seat.ticketTypeId),
              locked: seat.locked,
            }))}
          />
          <ul className="divide-y divide-brand-100" aria-label={text('rowsOf', { sector: sector.namePub })}>
            {rows.map((row) => (
              <SeatRowItem
                key={row.label}
                row={row}
                categories={own}
                nameOf={nameOf}
                busy={busy}
                onCategory={(ticketTypeId) =>
                  void run(
                    () =>
                      client.hubSeatsCategory({
                        params: sectorParams,
                        body: { seatIds: row.seats.map((seat) => seat.seatId), ticketTypeId },
                      }),
                    text('rowCategorySaved', { row: row.label, category: nameOf(ticketTypeId) }),
                  )
                }
                onRemove={() =>
                  void run(
                    () =>
                      client.hubSeatsDelete({
                        params: sectorParams,
                        body: { seatIds: row.seats.map((seat) => seat.seatId) },
                      }),
                    text('rowRemoved', { row: row.label }),
                  )
                }
              />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

function SeatRowItem({
  row,
  categories,
  nameOf,
  busy,
  onCategory,
  onRemove,
}: {
  row: SeatRowView;
  categories: readonly HubTicketType[];
  nameOf: (id: string) => string;
  busy: boolean;
  onCategory: (ticketTypeId: string) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.seats.${key}`, values);
  const [category, setCategory] = useState(row.ticketTypeIds[0] ?? '');
  return (
    <li className="grid gap-2 py-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-center" data-testid="seat-row">
      <div className="grid min-w-0 gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {text('rowTitle', { row: row.label, count: row.seats.length })}
          {row.locked > 0 ? <Badge tone="warning">{text('rowLocked', { count: row.locked })}</Badge> : null}
        </p>
        <p className="break-words text-muted">
          {row.seats.map((seat) => seat.seatNumber).join(' ')} · {row.ticketTypeIds.map(nameOf).join(', ')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label={text('rowCategory', { row: row.label })}
          className="w-auto min-w-40"
          value={category}
          disabled={busy}
          onChange={(change) => setCategory(change.target.value)}
        >
          {categories.map((type) => (
            <option key={type.ticketTypeId} value={type.ticketTypeId}>
              {type.namePub}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outlined"
          size="sm"
          disabled={busy || category === ''}
          aria-label={text('applyCategoryNamed', { row: row.label })}
          onClick={() => onCategory(category)}
        >
          {text('applyCategory')}
        </Button>
        <Button
          variant="outlined"
          size="sm"
          disabled={busy}
          aria-label={text('removeRowNamed', { row: row.label })}
          onClick={onRemove}
        >
          {text('removeRow')}
        </Button>
      </div>
    </li>
  );
}
