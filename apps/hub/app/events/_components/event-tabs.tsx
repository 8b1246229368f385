'use client';
// The tabs of one event (lib/event-sections.ts), for the member's permissions; the organizer stays in the link.
import type { HubOrganizer } from '@repo/contract/hub';
import { cn } from '@repo/ui/cn';
import Link from 'next/link';
import { useT } from '@/app/_components/providers';
import { eventSectionHref, eventSectionsFor } from '@/lib/event-sections';
import type { EventSectionId } from '@/lib/event-sections';

export function EventTabs({
  organizer,
  eventId,
  current,
}: {
  organizer: HubOrganizer;
  eventId: string;
  current: EventSectionId;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t('main::hubEvents.tabs.label')}>
      <ul className="flex flex-wrap gap-1 border-b border-brand-100">
        {eventSectionsFor(organizer.permissions).map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <Link
                href={eventSectionHref(section, eventId, organizer.organizerId)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  active
                    ? 'border-brand-700 text-brand-900'
                    : 'border-transparent text-muted hover:text-brand-900',
                )}
              >
                {t(`main::hubEvents.tabs.${section.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
