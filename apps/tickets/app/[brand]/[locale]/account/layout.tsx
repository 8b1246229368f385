// Account pages' layout: hands the account texts of the page language (Czech as fallback) to the client.
import { resources } from '@repo/i18n/resources';
import { isStorefrontLocale } from '@repo/links/locale';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AccountTextsProvider } from './_components/account-texts';

export default async function AccountLayout({ children, params }: LayoutProps<'/[brand]/[locale]/account'>) {
  const { locale } = await params;
  if (!isStorefrontLocale(locale)) notFound();
  const texts = resources[locale].main.account;
  return (
    <AccountTextsProvider locale={locale} texts={texts} fallback={resources.cs.main.account}>
      <div className="mx-auto w-full max-w-3xl">
        {/* The pages wait for the pass client (loaded on first use, see usePass) inside this boundary. */}
        <Suspense fallback={<p className="text-muted">{texts.loading}</p>}>{children}</Suspense>
      </div>
    </AccountTextsProvider>
  );
}
