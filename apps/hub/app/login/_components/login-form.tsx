'use client';
// The sign-in form: e-mail and password through /api/auth/sign-in, then the overview or the page to return to.
import { accountErrorKey } from '@repo/auth/error-text';
import { useSession } from '@repo/auth/session-provider';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useT } from '@/app/_components/providers';

/** `returnTo`: a same-site path already checked by the page (hubReturnPath), or null for the overview. */
export function LoginForm({ returnTo = null }: { returnTo?: string | null }) {
  const { t } = useT();
  const session = useSession();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(form: FormData) {
    setPending(true);
    setError(null);
    try {
      await session.signIn('credentials', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      router.replace(returnTo ?? '/');
      router.refresh();
    } catch (caught) {
      setError(t(accountErrorKey(caught)));
      setPending(false);
    }
  }

  return (
    <section className="grid gap-6" aria-labelledby="login-title">
      <div className="grid gap-2">
        <h1 id="login-title" className="text-2xl font-semibold text-brand-900">
          {t('main::hubPages.login.title')}
        </h1>
        <p className="text-muted">{t('main::hubPages.login.intro')}</p>
      </div>
      {/* POST: sent before the page has hydrated, the password goes in the body, never into the address. */}
      <form
        method="post"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(new FormData(event.currentTarget));
        }}
      >
        <FormField label={t('main::account.form.email')} required>
          <Input name="email" type="email" autoComplete="email" required />
        </FormField>
        <FormField label={t('main::account.form.password')} required>
          <Input name="password" type="password" autoComplete="current-password" required />
        </FormField>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" disabled={pending}>
          {pending ? t('main::account.form.sending') : t('main::hubPages.login.submit')}
        </Button>
      </form>
      <p className="text-sm">
        {t('main::hubPages.login.noAccount')}{' '}
        <Link href="/register" className="font-medium text-brand-800 underline">
          {t('main::hubPages.login.registerLink')}
        </Link>
      </p>
    </section>
  );
}
