'use client';
// The frame of an event's bar pages: sign-in guard, the way back, the event's name and the page title.
import { useSession } from '@repo/auth/session-provider';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadingState } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { loginReturningTo } from '@/lib/return-to';

export function BarFrame({
  back,
  backLabel,
  title,
  eventName,
  actions,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  /** undefined while loading; null for pages without a subtitle. */
  eventName: string | null | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const session = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const { t } = useT();
  useEffect(() => {
    if (session.status === 'unauthenticated') router.replace(loginReturningTo(pathname));
  }, [session.status, router, pathname]);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <Link
            href={back}
            className="justify-self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline"
          >
            {backLabel}
          </Link>
          <h1 className="text-2xl font-semibold text-brand-900">{title}</h1>
          {eventName === null ? null : (
            <p className="min-h-6 text-muted" data-testid="bar-event">
              {eventName ?? ''}
            </p>
          )}
        </div>
        {actions}
      </div>
      {session.status === 'authenticated' ? children : <LoadingState />}
      <span className="sr-only">{t('main::hubPages.bar.title')}</span>
    </div>
  );
}
