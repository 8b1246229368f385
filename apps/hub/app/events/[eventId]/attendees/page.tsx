// /events/<eventId>/attendees: the event's ticket holders with seat, order and check-in; search and download.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { AttendeesPage } from './_components/attendees-page';

export default async function Attendees({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) {
    redirect(loginReturningTo(pathWithQuery(`/events/${eventId}/attendees`, await searchParams)));
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <AttendeesPage eventId={eventId} />
    </main>
  );
}
