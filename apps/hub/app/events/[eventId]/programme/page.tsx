// /events/<eventId>/programme: the event's stages, programme entries, line-up and artists; owners and managers.
import { uuid } from '@repo/contract/common';
import { notFound, redirect } from 'next/navigation';
import { loginReturningTo } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { ProgrammePage } from './_components/programme-page';

export default async function Programme({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/events/${eventId}/programme`));
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <ProgrammePage eventId={eventId} />
    </main>
  );
}
