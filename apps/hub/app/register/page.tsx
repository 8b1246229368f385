// /register: a new account and its organizer (or only the organizer for a signed-in account).
import { serverEnv } from '@/lib/server-env';
import { RegisterForm } from './_components/register-form';

export const dynamic = 'force-dynamic';

export default function RegisterPage() {
  return (
    <main className="mx-auto max-w-xl px-6 py-12">
      <RegisterForm storefrontOrigin={serverEnv().PUBLIC_TICKETS_URL} />
    </main>
  );
}
