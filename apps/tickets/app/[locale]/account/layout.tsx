// Account pages' layout: hands the account texts of the page language (Czech as fallback) to the client.
import { resources } from '@repo/i18n/resources';
import { isStorefrontLocale } from '@repo/links/locale';
import { notFound } from 'next/navigation';
import { AccountTextsProvider } from './_components/account-texts';

export default async function AccountLayout({ children, params }: LayoutProps<'/[locale]/account'>) {
  const { locale } = await params;
  if (!isStorefrontLocale(locale)) notFound();
  return (
    <AccountTextsProvider
      locale={locale}
      texts={resources[locale].main.account}
      fallback={resources.cs.main.account}
    >
      <div className="mx-auto w-full max-w-3xl">{children}</div>
    </AccountTextsProvider>
  );
}
