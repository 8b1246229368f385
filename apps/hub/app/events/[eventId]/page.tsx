// /events/{eventId}: one event's details, picture and publishing, with the event's tabs (events permission).
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { serverEnv } from '@/lib/server-env';
import { EventPage } from './_components/event-page';

export const dynamic = 'force-dynamic';

export default async function Event({
  params,
  searchParams,
}: {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { eventId } = await params;
  if (!(await currentSession())) {
    redirect(loginReturningTo(pathWithQuery(`/events/${encodeURIComponent(eventId)}`, await searchParams)));
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <EventPage eventId={eventId} storefrontOrigin={serverEnv().PUBLIC_TICKETS_URL} />
    </main>
  );
}
