'use client';
// The sections of one organizer the signed-in member may use (from the permissions hubOrganizers answers),
// as tabs that keep the organizer in `?organizer=`.
import type { HubOrganizer } from '@repo/contract/hub';
import { cn } from '@repo/ui/cn';
import Link from 'next/link';
import { sectionHref, sectionsFor } from '@/lib/hub-sections';
import type { HubSectionId } from '@/lib/hub-sections';
import { useT } from './providers';

export function SectionNav({ organizer, current }: { organizer: HubOrganizer; current: HubSectionId }) {
  const { t } = useT();
  const sections = sectionsFor(organizer.permissions);
  if (sections.length < 2) return null;
  return (
    <nav aria-label={t('main::hubPages.sections.label')}>
      <ul className="flex flex-wrap gap-1 rounded-xl border border-brand-100 bg-white p-1 shadow-xs">
        {sections.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <Link
                href={sectionHref(section.id, organizer.organizerId)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  active ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50',
                )}
              >
                {t(`main::hubPages.sections.${section.id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
