'use client';
// Beside the line-up's heading: a sign-in offer for visitors, a link to the account's favourites once signed in.
// Plain links, as on the rest of the event page: next/link's runtime would be the cart page's only reason to load it.
import { useSession } from '@repo/auth/session-provider';
import { accountPageLink, signInLinkReturningTo } from '@repo/links/account-pages';
import { localizePath } from '../../../../../../../lib/locale';
import { useStorefront } from '../../../../_providers/storefront-context';

export function FavouritesNote({
  pagePath,
}: {
  /** This page without its locale segment. */ pagePath: string;
}) {
  const { t, locale } = useStorefront();
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'authenticated') {
    return (
      <a
        href={accountPageLink('overview', { locale })}
        className="text-sm font-medium text-brand-800 underline underline-offset-2"
      >
        {t('event.favourites.inAccount')}
      </a>
    );
  }
  return (
    <p className="text-sm text-muted" data-testid="favourites-sign-in">
      {t('event.favourites.signInPrompt')}{' '}
      <a
        href={signInLinkReturningTo(localizePath(pagePath, locale), { locale })}
        className="font-medium text-brand-800 underline underline-offset-2"
      >
        {t('event.favourites.signIn')}
      </a>
    </p>
  );
}
