// /login: organizer sign-in; a signed-in visitor goes straight to the overview.
import { redirect } from 'next/navigation';
import { currentSession } from '@/lib/session';
import { LoginForm } from './_components/login-form';

export default async function LoginPage() {
  if (await currentSession()) redirect('/');
  return (
    <main className="mx-auto max-w-md px-6 py-12">
      <LoginForm />
    </main>
  );
}
