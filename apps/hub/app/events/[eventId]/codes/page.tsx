// /events/<eventId>/codes: the event's discount and access codes; owners and managers.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { CodesPage } from './_components/codes-page';

export default async function Codes({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${eventId}/codes`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <CodesPage eventId={eventId} />
    </main>
  );
}
