// Tells tracking and the staff debugger who is signed in (never the token); mounted inside each app's SessionProvider.
'use client';
import { useSession } from '@repo/auth/session-provider';
import { useMemo } from 'react';
import { useReportTrackingAccount } from './account-store';

export function SessionTracking() {
  const { account } = useSession();
  // Only the fields tracking reads: the account also carries the pass token, which must never reach adapters.
  const tracked = useMemo(
    () =>
      account && {
        accountId: account.accountId,
        email: account.email,
        phone: account.phone,
        billingInfo: account.billingInfo,
      },
    [account],
  );
  useReportTrackingAccount(tracked);
  return null;
}
