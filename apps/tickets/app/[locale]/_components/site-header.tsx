// Page header: the brand's logo linking home, and the language switcher.
import { homeLink } from '@repo/links/storefront-links';
import type { StorefrontContext } from '../../../lib/storefront-context';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader({ ctx }: { ctx: StorefrontContext }) {
  const { brand, locale, t } = ctx;
  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a
          href={homeLink({ locale })}
          className="flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {/* A plain img: brand logos are small local SVGs, next/image adds nothing for them. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={brand.logo}
            alt={t('site.logoAlt', { name: brand.name })}
            width={160}
            height={40}
            className="h-10 w-auto"
            data-brand={brand.id}
          />
        </a>
        <LanguageSwitcher current={locale} label={t('site.languageSwitcher')} />
      </div>
    </header>
  );
}
