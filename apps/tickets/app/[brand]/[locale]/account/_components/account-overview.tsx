'use client';
// The account overview: sends signed-out visitors to sign-in, otherwise shows every section of the account.
import { useSession } from '@repo/auth/session-provider';
import { accountPageLink } from '@repo/links/account-pages';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { FavouritesSection } from './favourites-section';
import { ChipTopUp } from './chip-top-up';
import { CreditRefundSection } from './credit-refund';
import { OrdersSection } from './orders-section';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TicketsSection } from './tickets-section';

export function AccountOverview() {
  const { t } = useAccountTexts();
  const { locale } = useStorefront();
  const session = useSession();
  const router = useRouter();

  useEffect(() => {
    if (session.status === 'unauthenticated') router.replace(accountPageLink('signIn', { locale }));
  }, [session.status, router, locale]);

  const { account } = session;
  if (session.status !== 'authenticated' || !account) {
    return (
      <p className="text-muted" role="status">
        {t('loading')}
      </p>
    );
  }

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-semibold text-brand-900">{t('overview.title')}</h1>
          <p className="text-muted" data-testid="signed-in-as">
            {t('overview.signedInAs', { email: account.email })}
          </p>
        </div>
        <Button
          variant="outlined"
          onClick={async () => {
            await session.signOut();
            router.push(accountPageLink('signIn', { locale }));
          }}
        >
          {t('overview.signOut')}
        </Button>
      </div>
      {account.emailVerified ? null : <Alert variant="warning">{t('overview.notVerified')}</Alert>}
      <TicketsSection />
      <ChipTopUp />
      <CreditRefundSection />
      <OrdersSection />
      <FavouritesSection />
      <ProfileForm account={account} />
      <PasswordForm account={account} />
    </div>
  );
}
