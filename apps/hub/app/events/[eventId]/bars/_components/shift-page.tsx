'use client';
// One till shift's Z-report in the hub.
import { useQuery } from '@tanstack/react-query';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useSignedIn } from '../../_components/use-signed-in';
import { BarFrame } from './bar-frame';
import { ZReportView } from './z-report-view';

export function ShiftPage({ eventId, barId, shiftId }: { eventId: string; barId: string; shiftId: string }) {
  const { t } = useT();
  const { queries } = usePass();
  const enabled = useSignedIn();
  const shift = useQuery({ ...queries.hubBarShift({ params: { eventId, shiftId } }), enabled });
  return (
    <BarFrame
      back={`/events/${eventId}/bars/${barId}`}
      backLabel={t('main::hubPages.bar.backToBar')}
      title={t('main::hubPages.bar.z.title')}
      eventName={null}
    >
      {shift.isError ? (
        <FailureState error={shift.error} onRetry={() => void shift.refetch()} />
      ) : !shift.data ? (
        <LoadingState />
      ) : (
        <ZReportView shift={shift.data.shift} />
      )}
    </BarFrame>
  );
}
