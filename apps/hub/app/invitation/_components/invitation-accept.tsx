'use client';
// What an invitation offers (organizer, role, for which e-mail) and accepting it; then the organizer's overview.
import { isApiError } from '@repo/api-client/api-error';
import { useSession } from '@repo/auth/session-provider';
import { invitationToken } from '@repo/contract/hub-team';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { passErrorKey } from '@/lib/pass-error-text';
import { loginReturningTo } from '@/lib/return-to';
import { roleLabel } from '@/lib/role-label';

export function InvitationAccept({ token }: { token: string }) {
  const { t, language } = useT();
  const session = useSession();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { client, queries } = usePass();
  const { dateTime } = useFormatters();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const validToken = invitationToken.safeParse(token).success;
  const returnPath = `/invitation?token=${encodeURIComponent(token)}`;
  const signedIn = session.status === 'authenticated';
  const invitation = useQuery({
    ...queries.hubInvitation({ query: { token } }),
    enabled: signedIn && validToken,
    // An invitation can be withdrawn or used elsewhere; the page must not show a stale offer.
    staleTime: 0,
  });

  useEffect(() => {
    if (session.status === 'unauthenticated') router.replace(loginReturningTo(returnPath));
  }, [session.status, router, returnPath]);

  const heading = (
    <h1 className="text-2xl font-semibold text-brand-900">{t('main::hubPages.invitation.title')}</h1>
  );
  if (!validToken) {
    return (
      <div className="grid gap-6">
        {heading}
        <Alert variant="error">{t('main::hubPages.invitation.badLink')}</Alert>
      </div>
    );
  }
  if (!signedIn || invitation.isPending) {
    return (
      <div className="grid gap-6">
        {heading}
        <LoadingState />
      </div>
    );
  }
  if (invitation.isError) {
    const known = isApiError(invitation.error, 404) || isApiError(invitation.error, 410);
    return (
      <div className="grid gap-6">
        {heading}
        {known ? (
          <Alert variant="error">{t(passErrorKey(invitation.error))}</Alert>
        ) : (
          <FailureState error={invitation.error} onRetry={() => void invitation.refetch()} />
        )}
        <Button asChild variant="outlined" className="justify-self-start">
          <Link href="/">{t('main::hubPages.invitation.toOverview')}</Link>
        </Button>
      </div>
    );
  }

  const offer = invitation.data;
  const currentEmail = session.account?.email ?? '';
  const mismatch = currentEmail.toLowerCase() !== offer.email.toLowerCase();
  const alreadyMember = isApiError(error, 'already_member');

  async function accept() {
    setPending(true);
    setError(null);
    try {
      const answer = await client.hubInvitationAccept({ body: { token } });
      await queryClient.invalidateQueries({ queryKey: queries.hubOrganizers().queryKey });
      router.push(`/?organizer=${encodeURIComponent(answer.organizerId)}`);
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <div className="grid gap-6">
      {heading}
      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold" data-testid="invitation-offer">
            {t('main::hubPages.invitation.offer', {
              organizer: offer.organizerName,
              role: roleLabel(offer.role, language),
            })}
          </h2>
          <CardDescription>{t(`main::hubPages.roles.${offer.role}`)}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            <dt className="text-muted">{t('main::hubPages.invitation.forEmail')}</dt>
            <dd className="font-medium break-all">{offer.email}</dd>
            <dt className="text-muted">{t('main::hubPages.invitation.validUntil')}</dt>
            <dd className="font-medium">{dateTime(offer.expiresAt)}</dd>
          </dl>
        </CardContent>
        {mismatch ? (
          <Alert variant="warning">
            {t('main::hubPages.invitation.mismatch', { current: currentEmail, email: offer.email })}
          </Alert>
        ) : null}
        {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
        <CardFooter className="flex-wrap">
          {mismatch ? (
            <Button
              onClick={async () => {
                await session.signOut();
                router.replace(loginReturningTo(returnPath));
              }}
            >
              {t('main::hubPages.invitation.switchAccount', { email: offer.email })}
            </Button>
          ) : alreadyMember ? (
            <Button asChild>
              <Link href={`/?organizer=${encodeURIComponent(offer.organizerId)}`}>
                {t('main::hubPages.invitation.toOverview')}
              </Link>
            </Button>
          ) : (
            <Button onClick={() => void accept()} disabled={pending}>
              {pending ? t('main::hubPages.common.working') : t('main::hubPages.invitation.accept')}
            </Button>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
