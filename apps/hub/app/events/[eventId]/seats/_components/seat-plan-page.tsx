'use client';
// An event's seat plan: its seated sectors, each with its price categories, blocks, rows and a map preview.
import type { SeatPlanSector } from '@repo/contract/hub-seat-plans';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { CatalogueFrame } from '../../_components/catalogue-frame';
import { useSignedIn } from '../../_components/use-signed-in';
import { SectorCard } from './sector-card';
import { SectorDialog } from './sector-dialog';

export function SeatPlanPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { queries } = usePass();
  const enabled = useSignedIn();
  const params = { eventId };
  const catalogue = useQuery({ ...queries.hubTicketTypes({ params }), enabled });
  const plan = useQuery({ ...queries.hubSeatPlan({ params }), enabled });
  const [notice, setNotice] = useState<string | null>(null);
  const failed = [catalogue, plan].find((query) => query.isError);
  const event = catalogue.data?.event;
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.seats.${key}`, values);
  const sectors: readonly SeatPlanSector[] = plan.data?.sectors ?? [];

  return (
    <CatalogueFrame eventId={eventId} current="seats" event={event}>
      {failed ? (
        <FailureState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !event || !catalogue.data || !plan.data ? (
        <LoadingState />
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-3">
            <p className="text-muted">{text('intro')}</p>
            <div className="flex flex-wrap gap-2">
              <SectorDialog
                eventId={eventId}
                trigger={<Button>{text('addSector')}</Button>}
                onSaved={(name) => setNotice(text('sectorSaved', { name }))}
              />
            </div>
            <div aria-live="polite" className="grid gap-2 empty:hidden">
              {notice ? <Alert variant="success">{notice}</Alert> : null}
            </div>
          </div>
          {sectors.length === 0 ? (
            <EmptyState>{text('empty')}</EmptyState>
          ) : (
            sectors.map((sector) => (
              <SectorCard
                // A new assignment (a block can make one) resets the card's ticked ticket types.
                key={`${sector.sectorId}:${sector.ticketTypeIds.join()}`}
                event={event}
                sector={sector}
                sectors={sectors}
                ticketTypes={catalogue.data.ticketTypes}
                onNotice={setNotice}
              />
            ))
          )}
        </div>
      )}
    </CatalogueFrame>
  );
}
