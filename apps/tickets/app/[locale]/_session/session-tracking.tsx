'use client';
// Tells tracking and the staff debugger who is signed in (never the token), from the storefront session.
import { useSession } from '@repo/auth/session-provider';
import { useReportTrackingAccount } from '@repo/tracking/account-store';
import { useMemo } from 'react';

export function SessionTracking() {
  const { account } = useSession();
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
