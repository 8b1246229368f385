// Page header: the brand's logo linking home, the account link and the language switcher.
import { accountPageLink } from '@repo/links/account-pages';
import { homeLink } from '@repo/links/storefront-links';
import type { StorefrontContext } from '../../../../lib/storefront-context';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader({ ctx }: { ctx: StorefrontContext }) {
  const { brand, locale, t } = ctx;
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:gap-4 sm:px-6 sm:py-3">
        <a
          href={homeLink({ locale })}
          className="flex min-h-11 shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {/* A plain img: brand logos are small local SVGs, next/image adds nothing for them. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={brand.logo}
            alt={t('site.logoAlt', { name: brand.name })}
            width={160}
            height={40}
            className="h-9 w-auto sm:h-10"
            data-brand={brand.id}
          />
        </a>
        <div className="flex items-center gap-1 sm:gap-3">
          {/* The overview sends signed-out visitors to sign-in, so one link serves both. */}
          <a
            href={accountPageLink('overview', { locale })}
            className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('site.account')}
          </a>
          <LanguageSwitcher current={locale} label={t('site.languageSwitcher')} />
        </div>
      </div>
    </header>
  );
}
