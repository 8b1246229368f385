'use client';
// Confirms the e-mail with the link's single-use token once, then offers sign-in (or the account).
import { useSession } from '@repo/auth/session-provider';
import { accountPageLink } from '@repo/links/account-pages';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from '../_components/account-texts';
import { AuthCard } from '../_components/auth-card';

export function VerifyEmail({ token }: { token: string }) {
  const { t, errorText } = useAccountTexts();
  const { locale } = useStorefront();
  const { pass } = usePass();
  const session = useSession();
  const verify = useMutation({
    mutationFn: (value: string) => pass.accountVerifyEmail({ body: { token: value } }),
  });
  const { mutate } = verify;
  const { refresh } = session;
  // The token works once: an effect that runs twice (Strict Mode) must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (token === '' || sent.current) return;
    sent.current = true;
    mutate(token, { onSuccess: () => void refresh() });
  }, [token, mutate, refresh]);

  const next =
    session.status === 'authenticated'
      ? { href: accountPageLink('overview', { locale }), label: t('overview.title') }
      : { href: accountPageLink('signIn', { locale }), label: t('verify.continue') };

  return (
    <AuthCard title={t('verify.title')}>
      {token === '' ? (
        <Alert variant="error">{t('verify.missingToken')}</Alert>
      ) : verify.isError ? (
        <Alert variant="error">{errorText(verify.error)}</Alert>
      ) : verify.isSuccess ? (
        <>
          <Alert variant="success">{t('verify.done', { email: verify.data.account.email })}</Alert>
          <Button asChild>
            <Link href={next.href}>{next.label}</Link>
          </Button>
        </>
      ) : (
        <p className="text-muted" role="status">
          {t('verify.working')}
        </p>
      )}
    </AuthCard>
  );
}
