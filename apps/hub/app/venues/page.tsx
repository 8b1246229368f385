// /venues: the organizer's venues, added and edited here or while creating an event (events permission).
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { VenuesPage } from './_components/venues-page';

export default async function Venues({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/venues', await searchParams)));
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <VenuesPage />
    </main>
  );
}
