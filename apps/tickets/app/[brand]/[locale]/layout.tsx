// Root layout of every storefront page: html lang, brand colours, skip link, header, footer and providers.
import { Privacy } from '@repo/tracking/privacy';
import { HydrationMark } from '@repo/ui/hydration-mark';
import type { Metadata } from 'next';
import type { CSSProperties } from 'react';
import { brandPalette, platformBrand } from '../../../lib/brands';
import { serverEnv } from '../../../lib/env';
import { storefrontOf } from '../../../lib/storefront-context';
import { storefrontVersion } from '../../../lib/version';
import { SiteFooter } from './_components/site-footer';
import { RememberLocale } from './_components/remember-locale';
import { SiteHeader } from './_components/site-header';
import { Providers } from './_providers/providers';
import '../../globals.css';

export async function generateMetadata({ params }: LayoutProps<'/[brand]/[locale]'>): Promise<Metadata> {
  const { brand: brandParam, locale } = await params;
  const { brand, t } = storefrontOf(brandParam, locale);
  const name = brand.id === platformBrand.id ? t('home.title') : brand.name;
  return {
    title: { default: name, template: `%s | ${name}` },
    description: t('home.tagline'),
    icons: { icon: brand.logo },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[brand]/[locale]'>) {
  // From the path only (no request headers or cookies), so the pages that may be cached can be.
  const { brand, locale } = await params;
  const ctx = storefrontOf(brand, locale);
  return (
    <html lang={ctx.locale} style={brandPalette(ctx.brand) as CSSProperties}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 min-h-11 rounded-md bg-brand-700 px-4 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {ctx.t('site.skipToContent')}
        </a>
        {/* Right after the skip link: the cookie banner, when it shows, is among the first Tab stops rather than
            behind every link of the page (it is fixed to the bottom of the screen, so its place here is not seen). */}
        <Privacy language={ctx.locale} env={serverEnv} brand={ctx.brand.id} renderedOnDemand />
        <Providers
          languageId={ctx.languageId}
          agentSource={ctx.brand.reqSourceId}
          agentVersion={storefrontVersion}
          locale={ctx.locale}
          texts={ctx.texts}
        >
          <SiteHeader ctx={ctx} />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6"
          >
            {children}
          </main>
          <SiteFooter ctx={ctx} />
        </Providers>
        <RememberLocale locale={ctx.locale} />
        <HydrationMark />
      </body>
    </html>
  );
}
