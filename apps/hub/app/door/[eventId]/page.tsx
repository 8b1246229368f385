// /door/<event>: live check-in progress of one event (per gate and ticket type) and the flagged offline conflicts.
import { notFound, redirect } from 'next/navigation';
import { uuid } from '@repo/contract/common';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { DoorProgressPage } from './_components/door-progress-page';

export default async function DoorProgress({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) {
    redirect(loginReturningTo(pathWithQuery(`/door/${eventId}`, await searchParams)));
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <DoorProgressPage eventId={eventId} />
    </main>
  );
}
