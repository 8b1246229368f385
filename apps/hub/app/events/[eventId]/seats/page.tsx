// /events/<eventId>/seats: the event's seat plan (sectors, blocks of rows and seats, price categories); owners and managers.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { SeatPlanPage } from './_components/seat-plan-page';

export default async function Seats({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${eventId}/seats`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <SeatPlanPage eventId={eventId} />
    </main>
  );
}
