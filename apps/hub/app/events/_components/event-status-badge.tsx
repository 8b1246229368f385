'use client';
// The publishing state of an event as a badge: draft, scheduled (with the time) or on sale.
import type { EventStatus } from '@repo/contract/hub-events';
import { Badge } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { useEventTime } from './use-event-time';

const tones = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;

export function EventStatusBadge({
  status,
  publishAt,
  timeZone,
}: {
  status: EventStatus;
  publishAt: string | null;
  timeZone: string;
}) {
  const { t } = useT();
  const when = useEventTime();
  return (
    <Badge tone={tones[status]}>
      {status === 'scheduled' && publishAt
        ? t('main::hubEvents.status.scheduledAt', { time: when(publishAt, timeZone) })
        : t(`main::hubEvents.status.${status}`)}
    </Badge>
  );
}
