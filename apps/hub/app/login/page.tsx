// /login: organizer sign-in; a signed-in visitor goes straight on. `?returnTo=` names the same-site page to
// return to afterwards (an invitation link, a section); anything else returns to the overview.
import { redirect } from 'next/navigation';
import { hubReturnPath, RETURN_TO_PARAM } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { LoginForm } from './_components/login-form';

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const returnTo = hubReturnPath((await searchParams)[RETURN_TO_PARAM]);
  if (await currentSession()) redirect(returnTo ?? '/');
  return (
    <main className="mx-auto max-w-md px-6 py-12">
      <LoginForm returnTo={returnTo} />
    </main>
  );
}
