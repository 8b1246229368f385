// Page footer: the brand, a link to its own site, and who runs the sales.
import { homeLink } from '@repo/links/storefront-links';
import { platformBrand } from '../../../lib/brands';
import type { StorefrontContext } from '../../../lib/storefront-context';

export function SiteFooter({ ctx }: { ctx: StorefrontContext }) {
  const { brand, locale, t } = ctx;
  return (
    <footer className="mt-12 border-t border-brand-100 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <a
            href={homeLink({ locale })}
            className="font-medium text-brand-800 underline-offset-2 hover:underline"
          >
            {brand.name}
          </a>
          {brand.website ? (
            <>
              {' · '}
              <a
                href={brand.website}
                className="text-brand-800 underline-offset-2 hover:underline"
                rel="noopener"
              >
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
    </footer>
  );
}
