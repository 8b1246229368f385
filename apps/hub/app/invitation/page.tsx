// /invitation?token=…: the page the invitation e-mail links to; signed-out visitors sign in first and come back.
import { redirect } from 'next/navigation';
import { loginReturningTo, pathWithQuery } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { InvitationAccept } from './_components/invitation-accept';

export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  if (!(await currentSession())) redirect(loginReturningTo(pathWithQuery('/invitation', query)));
  const token = typeof query.token === 'string' ? query.token : '';
  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <InvitationAccept token={token} />
    </main>
  );
}
