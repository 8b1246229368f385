'use client';
// The frame of an event's catalogue pages: sign-in guard, the way back to the overview, the event's name, the
// page title and the tabs between ticket types, extra products and codes.
import { useSession } from '@repo/auth/session-provider';
import type { CatalogueEvent } from '@repo/contract/hub-ticket-types';
import { cn } from '@repo/ui/cn';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadingState } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { catalogueHref, catalogueSections } from '@/lib/catalogue-sections';
import type { CatalogueSectionId } from '@/lib/catalogue-sections';
import { sectionHref } from '@/lib/hub-sections';
import { loginReturningTo } from '@/lib/return-to';

export interface CatalogueFrameProps {
  eventId: string;
  current: CatalogueSectionId;
  /** Known once the page's list has loaded. */
  event: CatalogueEvent | undefined;
  children: ReactNode;
}

export function CatalogueFrame({ eventId, current, event, children }: CatalogueFrameProps) {
  const { t } = useT();
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();

  // The cookie can outlive the pass token; the visitor signs in again and comes back here.
  useEffect(() => {
    if (session.status === 'unauthenticated') router.replace(loginReturningTo(pathname));
  }, [session.status, router, pathname]);

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <Link
          href={event ? sectionHref('overview', event.organizerId) : '/'}
          className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline"
        >
          {t('main::hubPages.catalogue.back')}
        </Link>
        <h1 className="text-2xl font-semibold text-brand-900">
          {t(`main::hubPages.catalogue.${current}.title`)}
        </h1>
        <p className="min-h-6 text-muted" data-testid="catalogue-event">
          {event ? event.namePub : null}
          {event && !event.published ? ` · ${t('main::hubPages.dashboard.draft')}` : null}
        </p>
      </div>
      <nav aria-label={t('main::hubPages.catalogue.tabs')}>
        <ul className="flex flex-wrap gap-1 rounded-xl border border-brand-100 bg-white p-1 shadow-xs">
          {catalogueSections.map((section) => {
            const active = section.id === current;
            return (
              <li key={section.id}>
                <Link
                  href={catalogueHref(eventId, section.id)}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                    active ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50',
                  )}
                >
                  {t(`main::hubPages.catalogue.${section.id}.tab`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {session.status === 'authenticated' ? children : <LoadingState />}
    </div>
  );
}
