'use client';
// Sign-in with e-mail and password, or passwordless: e-mail a code, then enter it.
import { useSession } from '@repo/auth/session-provider';
import { accountPageLink } from '@repo/links/account-pages';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from '../_components/account-texts';
import { AuthCard } from '../_components/auth-card';
import { field, useFormAction } from '../_components/use-form-action';

type Mode = 'password' | 'code';

export function SignInForm({ returnTo }: { returnTo: string | null }) {
  const { t } = useAccountTexts();
  const { locale } = useStorefront();
  const { pass } = usePass();
  const session = useSession();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('password');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const toOverview = () => {
    router.push(returnTo ?? accountPageLink('overview', { locale }));
  };
  const withPassword = useFormAction(async (form) => {
    await session.signIn('credentials', { email: field(form, 'email'), password: field(form, 'password') });
    toOverview();
  });
  const requestCode = useFormAction(async (form) => {
    const email = field(form, 'email');
    await pass.accountSendResetEmail({ body: { email, purpose: 'signIn' } });
    setCodeSentTo(email);
  });
  const withCode = useFormAction(async (form) => {
    await session.signIn('passwordless', { email: codeSentTo ?? '', accessCode: field(form, 'accessCode') });
    toOverview();
  });

  return (
    <AuthCard title={t('signIn.title')}>
      <div role="radiogroup" aria-label={t('signIn.title')} className="grid grid-cols-2 gap-2">
        {(['password', 'code'] as const).map((option) => (
          <Button
            key={option}
            role="radio"
            aria-checked={mode === option}
            variant={mode === option ? 'secondary' : 'ghost'}
            onClick={() => setMode(option)}
          >
            {option === 'password' ? t('signIn.withPassword') : t('signIn.withCode')}
          </Button>
        ))}
      </div>

      {mode === 'password' ? (
        <form
          method="post"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void withPassword.run(new FormData(event.currentTarget));
          }}
        >
          <FormField label={t('form.email')} required>
            <Input name="email" type="email" autoComplete="email" required />
          </FormField>
          <FormField label={t('form.password')} required>
            <Input name="password" type="password" autoComplete="current-password" required />
          </FormField>
          {withPassword.error ? <Alert variant="error">{withPassword.error}</Alert> : null}
          <Button type="submit" disabled={withPassword.pending}>
            {withPassword.pending ? t('form.sending') : t('signIn.submit')}
          </Button>
        </form>
      ) : codeSentTo === null ? (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void requestCode.run(new FormData(event.currentTarget));
          }}
        >
          <FormField label={t('form.email')} required>
            <Input name="email" type="email" autoComplete="email" required />
          </FormField>
          {requestCode.error ? <Alert variant="error">{requestCode.error}</Alert> : null}
          <Button type="submit" disabled={requestCode.pending}>
            {requestCode.pending ? t('form.sending') : t('signIn.sendCode')}
          </Button>
        </form>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void withCode.run(new FormData(event.currentTarget));
          }}
        >
          <Alert variant="info">{t('signIn.codeSent', { email: codeSentTo })}</Alert>
          <FormField label={t('form.accessCode')} hint={t('form.accessCodeHint')} required>
            <Input name="accessCode" autoComplete="one-time-code" required />
          </FormField>
          {withCode.error ? <Alert variant="error">{withCode.error}</Alert> : null}
          <Button type="submit" disabled={withCode.pending}>
            {withCode.pending ? t('form.sending') : t('signIn.submit')}
          </Button>
        </form>
      )}

      <div className="grid gap-2 text-sm">
        <Link
          href={accountPageLink('forgotPassword', { locale })}
          className="inline-flex min-h-11 items-center justify-self-start text-brand-800 underline"
        >
          {t('signIn.forgotPassword')}
        </Link>
        <p>
          {t('signIn.noAccount')}{' '}
          <Link
            href={accountPageLink('register', { locale })}
            className="font-medium text-brand-800 underline"
          >
            {t('signIn.register')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
