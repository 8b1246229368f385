'use client';
// Registration with e-mail and password; afterwards the visitor verifies the e-mail and signs in.
import { accountPageLink } from '@repo/links/account-pages';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import Link from 'next/link';
import { useState } from 'react';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from '../_components/account-texts';
import { AuthCard } from '../_components/auth-card';
import { field, useFormAction } from '../_components/use-form-action';

export function RegisterForm() {
  const { t } = useAccountTexts();
  const { locale, languageId } = useStorefront();
  const { pass } = usePass();
  const [registered, setRegistered] = useState<string | null>(null);
  // The pass signs a new account in, but the storefront asks for the e-mail to be verified first: orders
  // placed earlier with this e-mail join the account only then, so the visitor signs in afterwards.
  const register = useFormAction(async (form) => {
    const { account } = await pass.accountRegister({
      body: { email: field(form, 'email'), password: field(form, 'password'), languageId },
    });
    setRegistered(account.email);
  });

  if (registered) {
    return (
      <AuthCard title={t('register.checkEmailTitle')}>
        <Alert variant="success">{t('register.checkEmail', { email: registered })}</Alert>
        <Button asChild variant="outlined">
          <Link href={accountPageLink('signIn', { locale })}>{t('signIn.submit')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')}>
      {/* POST: sent before the page has hydrated, the password goes in the body, never into the address. */}
      <form
        method="post"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void register.run(new FormData(event.currentTarget));
        }}
      >
        <FormField label={t('form.email')} required>
          <Input name="email" type="email" autoComplete="email" required />
        </FormField>
        <FormField label={t('form.password')} hint={t('form.passwordHint')} required>
          <Input name="password" type="password" autoComplete="new-password" minLength={8} required />
        </FormField>
        {register.error ? <Alert variant="error">{register.error}</Alert> : null}
        <Button type="submit" disabled={register.pending}>
          {register.pending ? t('form.sending') : t('register.submit')}
        </Button>
      </form>
      <p className="text-sm">
        {t('register.haveAccount')}{' '}
        <Link href={accountPageLink('signIn', { locale })} className="font-medium text-brand-800 underline">
          {t('signIn.submit')}
        </Link>
      </p>
    </AuthCard>
  );
}
