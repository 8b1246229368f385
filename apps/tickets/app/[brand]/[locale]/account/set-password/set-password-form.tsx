'use client';
// Checks the e-mailed code, then sets the new password and signs in (through /api/auth/set-password).
import { useSession } from '@repo/auth/session-provider';
import { accountPageLink } from '@repo/links/account-pages';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from '../_components/account-texts';
import { AuthCard } from '../_components/auth-card';
import { field, useFormAction } from '../_components/use-form-action';

export function SetPasswordForm({ accessCode, email }: { accessCode: string; email: string }) {
  const { t, errorText } = useAccountTexts();
  const { locale, passQueries } = useStorefront();
  const session = useSession();
  const router = useRouter();
  const complete = accessCode !== '' && email !== '';
  // Checking does not use the code up; only setting the password does.
  const check = useQuery({
    ...passQueries.accountByAccessCode({ query: { email, accessCode } }),
    enabled: complete,
    retry: false,
  });
  const save = useFormAction(async (form) => {
    await session.setPassword({ email, accessCode, password: field(form, 'password') });
    router.push(accountPageLink('overview', { locale }));
  });

  const problem = !complete ? t('setPassword.missing') : check.isError ? errorText(check.error) : null;

  return (
    <AuthCard title={t('setPassword.title')}>
      {problem ? (
        <>
          <Alert variant="error">{problem}</Alert>
          <Link
            href={accountPageLink('forgotPassword', { locale })}
            className="inline-flex min-h-11 items-center self-start text-brand-800 underline"
          >
            {t('forgot.submit')}
          </Link>
        </>
      ) : check.isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <form
          method="post"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run(new FormData(event.currentTarget));
          }}
        >
          <p>{t('setPassword.for', { email: check.data?.email ?? email })}</p>
          <FormField label={t('form.newPassword')} hint={t('form.passwordHint')} required>
            <Input name="password" type="password" autoComplete="new-password" minLength={8} required />
          </FormField>
          {save.error ? <Alert variant="error">{save.error}</Alert> : null}
          <Button type="submit" disabled={save.pending}>
            {save.pending ? t('form.sending') : t('setPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
