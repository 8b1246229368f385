// /privacy: how personal data and cookies are handled, with a button that reopens the cookie settings.
import { resources } from '@repo/i18n/resources';
import { buttonVariants } from '@repo/ui/button';
import type { Metadata } from 'next';
import { getStorefront } from '../../../../lib/storefront-context';
import { CookieSettingsButton } from '../_components/cookie-settings-button';
import { LegalPage, legalMetadata } from '../_components/legal-page';

export async function generateMetadata({
  params,
}: PageProps<'/[brand]/[locale]/privacy'>): Promise<Metadata> {
  return legalMetadata((await params).locale, 'privacy');
}

export default async function PrivacyPage({ params }: PageProps<'/[brand]/[locale]/privacy'>) {
  const { locale } = await params;
  const ctx = await getStorefront(locale);
  return (
    <LegalPage localeParam={locale} page="privacy">
      <CookieSettingsButton
        label={resources[ctx.locale].main.legal.privacy.cookieButton}
        className={buttonVariants({ variant: 'outlined', className: 'mt-6' })}
      />
    </LegalPage>
  );
}
