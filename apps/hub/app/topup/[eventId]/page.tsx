// /topup/<event>: the box office's top-up desk for one event: read a chip, load credit for cash or a card
// terminal payment (activating a new chip), and move a lost chip's balance to a new one.
import { notFound, redirect } from 'next/navigation';
import { uuid } from '@repo/contract/common';
import { loginReturningTo } from '@/lib/return-to';
import { serverEnv } from '@/lib/server-env';
import { currentSession } from '@/lib/session';
import { TopUpDesk } from './_components/top-up-desk';

export default async function TopUpDeskPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  if (!(await currentSession())) redirect(loginReturningTo(`/topup/${eventId}`));
  return (
    <main className="mx-auto grid max-w-5xl gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <TopUpDesk eventId={eventId} passBaseUrl={serverEnv().PASS_API_URL} />
    </main>
  );
}
