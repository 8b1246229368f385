'use client';
// The frame of an organizer page (team, API keys, devices, audit log): the signed-in account's organizers from
// hubOrganizers, the one chosen with `?organizer=` (the dashboard's pattern), a switcher, the section tabs,
// and the page itself only when the member's permissions allow it.
import { useSession } from '@repo/auth/session-provider';
import type { Permission } from '@repo/contract/access';
import type { HubOrganizer } from '@repo/contract/hub';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardContent } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { canUseSection, sectionHref } from '@/lib/hub-sections';
import type { HubSectionId } from '@/lib/hub-sections';
import { loginReturningTo } from '@/lib/return-to';
import { NativeSelect } from './native-select';
import { FailureState, LoadingState } from './page-states';
import { usePass, useT } from './providers';
import { SectionNav } from './section-nav';

export interface OrganizerScopeProps {
  section: HubSectionId;
  /** A page below a section that needs another permission than the section (an event's attendee list). */
  permission?: Permission;
  title: string;
  children: (organizer: HubOrganizer) => ReactNode;
}

export function OrganizerScope({ section, permission, title, children }: OrganizerScopeProps) {
  const { t } = useT();
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { queries } = usePass();
  const switcherId = useId();

  const signedIn = session.status === 'authenticated';
  const organizers = useQuery({ ...queries.hubOrganizers(), enabled: signedIn });

  // The cookie can outlive the pass token; the visitor signs in again and comes back here.
  useEffect(() => {
    if (session.status !== 'unauthenticated') return;
    const query = searchParams.toString();
    router.replace(loginReturningTo(query === '' ? pathname : `${pathname}?${query}`));
  }, [session.status, router, pathname, searchParams]);

  if (session.status !== 'authenticated' || organizers.isPending) return <LoadingState />;
  if (organizers.isError) {
    return <FailureState error={organizers.error} onRetry={() => void organizers.refetch()} />;
  }
  const list = organizers.data.organizers;
  const requested = searchParams.get('organizer');
  const selected = list.find((entry) => entry.organizerId === requested) ?? list[0];
  if (!selected) {
    return (
      <Card>
        <CardContent className="grid gap-4">
          <p>{t('main::hubPages.dashboard.noOrganizer')}</p>
          <Button asChild className="justify-self-start">
            <Link href="/register">{t('main::hubPages.dashboard.addOrganizer')}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const allowed = permission
    ? selected.permissions.includes(permission)
    : canUseSection(section, selected.permissions);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
          <p className="text-muted" data-testid="organizer-name">
            {selected.name} · {t(`main::hubPages.dashboard.role.${selected.role}`)}
          </p>
        </div>
        {list.length > 1 ? (
          <div className="grid w-full gap-1 sm:w-64">
            <label htmlFor={switcherId} className="text-sm font-medium">
              {t('main::hubPages.dashboard.organizer')}
            </label>
            <NativeSelect
              id={switcherId}
              value={selected.organizerId}
              onChange={(event) =>
                router.replace(`${pathname}?organizer=${encodeURIComponent(event.target.value)}`)
              }
            >
              {list.map((entry) => (
                <option key={entry.organizerId} value={entry.organizerId}>
                  {entry.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      <SectionNav organizer={selected} current={section} />
      {allowed ? (
        // Keyed by organizer, so forms and dialogs of one organizer never carry over to the next.
        <div key={selected.organizerId} className="grid gap-6">
          {children(selected)}
        </div>
      ) : (
        <Alert variant="warning" className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {t('main::hubPages.scope.noAccess', {
              role: t(`main::hubPages.dashboard.role.${selected.role}`),
              organizer: selected.name,
            })}
          </span>
          <Button asChild variant="outlined" size="sm">
            <Link href={sectionHref('overview', selected.organizerId)}>
              {t('main::hubPages.invitation.toOverview')}
            </Link>
          </Button>
        </Alert>
      )}
    </div>
  );
}
