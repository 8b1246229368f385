// /events/new: a new event, saved as a draft (events permission).
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { NewEventPage } from '../_components/new-event-page';

export default async function NewEvent({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/events/new', await searchParams)));
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <NewEventPage />
    </main>
  );
}
