// /events: the organizer's events with their publishing state, and the way to a new one (events permission).
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { EventsPage } from './_components/events-page';

export default async function Events({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/events', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <EventsPage />
    </main>
  );
}
