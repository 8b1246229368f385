// /events/<eventId>/tickets: the event's ticket types, shared quotas and groups; owners and managers.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { TicketTypesPage } from './_components/ticket-types-page';

export default async function Tickets({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${eventId}/tickets`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <TicketTypesPage eventId={eventId} />
    </main>
  );
}
