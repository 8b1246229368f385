// Page footer: the brand, a link to its own site, who runs the sales, and the legal links (terms, privacy, asking
// chip credit back after an event, and the cookie settings, which reopen the consent choice at any time).
import { accountPageLink } from '@repo/links/account-pages';
import { legalPageLink } from '@repo/links/legal-pages';
import { homeLink } from '@repo/links/storefront-links';
import { platformBrand } from '../../../../lib/brands';
import type { StorefrontContext } from '../../../../lib/storefront-context';
import { CookieSettingsButton } from './cookie-settings-button';

// Footer links are 44 px tall: on a phone they are tapped, not clicked.
const footerLink =
  'inline-flex min-h-11 items-center rounded-md text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

export function SiteFooter({ ctx }: { ctx: StorefrontContext }) {
  const { brand, locale, t } = ctx;
  return (
    <footer className="mt-12 border-t border-brand-100 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:px-6">
        <div className="flex flex-col gap-x-6 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <a href={homeLink({ locale })} className={`${footerLink} font-medium`}>
              {brand.name}
            </a>
            {brand.website ? (
              <>
                {' · '}
                <a href={brand.website} className={footerLink} rel="noopener">
                  {t('site.brandSite')}
                </a>
              </>
            ) : null}
          </p>
          <p>
            {brand.id === platformBrand.id
              ? t('site.footerNote')
              : t('site.poweredBy', { name: platformBrand.name })}
          </p>
        </div>
        <nav aria-label={t('site.legalNav')}>
          <ul className="flex flex-wrap gap-x-6">
            <li>
              <a href={legalPageLink('terms', { locale })} className={footerLink}>
                {t('site.terms')}
              </a>
            </li>
            <li>
              <a href={legalPageLink('privacy', { locale })} className={footerLink}>
                {t('site.privacy')}
              </a>
            </li>
            <li>
              <a href={accountPageLink('creditRefund', { locale })} className={footerLink}>
                {t('site.creditRefund')}
              </a>
            </li>
            <li>
              <CookieSettingsButton
                label={t('site.cookieSettings')}
                className={`${footerLink} cursor-pointer`}
              />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
