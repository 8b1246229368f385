// Runs before every page: forwards browser calls of the pass API, resolves the brand, handles locale segments,
// sends carts of a running waiting room to its queue, and rewrites to the internal /{brand}/{locale}/... path.
// It sets no cookie on a page's answer (the browser remembers the language, see RememberLocale): an answer with a
// cookie is one a load balancer's cache must not keep (deploy/nginx), and the cart page in a rush is kept there.
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { brandCookie, brandRequestHeader, resolveBrand } from './lib/brands';
import { serverEnv } from './lib/env';
import { passRequestHeaders } from './lib/pass-forwarding';
import { cartQueueRedirect } from './lib/waiting-room-server';
import {
  defaultStorefrontLocale,
  isStorefrontLocale,
  localeCookie,
  localeRequestHeader,
  localizePath,
  splitLocale,
} from './lib/locale';
import type { StorefrontLocale } from './lib/locale';

/** Pass API paths the browser calls on the storefront's own origin (same origin on every brand host). */
export function isPassPath(pathname: string): boolean {
  return pathname === '/pass' || pathname.startsWith('/pass/') || /^\/order\/[^/]+\/spayd-qr$/.test(pathname);
}

/** Paths without a locale segment that follow the visitor's remembered language (see below). */
function followsRememberedLocale(rest: string): boolean {
  // Home, and the order page the payment gateway returns to: it has no locale segment in its link.
  return rest === '/' || /^\/event\/[^/]+\/[^/]+\/order\/[^/]+\/?$/.test(rest);
}

export async function proxy(request: NextRequest) {
  const env = serverEnv();
  const url = request.nextUrl;

  const allowDevOverride = env.APP_STAGE !== 'production';
  const brandParam = allowDevOverride ? url.searchParams.get('brand') : null;
  const brand = resolveBrand({
    envOverride: env.BRAND_OVERRIDE,
    host: request.headers.get('host'),
    devOverride: brandParam ?? request.cookies.get(brandCookie)?.value,
    allowDevOverride,
  });

  if (isPassPath(url.pathname)) {
    const headers = passRequestHeaders(request.headers, env.TRUSTED_PROXY_HOPS, brand.id);
    return NextResponse.rewrite(new URL(`${url.pathname}${url.search}`, env.PASS_API_URL), {
      request: { headers },
    });
  }

  const { locale: segment, rest } = splitLocale(url.pathname);
  const remembered = request.cookies.get(localeCookie)?.value;

  if (segment === defaultStorefrontLocale) {
    // Czech has no segment: /cs/... is the same page as /..., so it has one address only.
    return redirectTo(request, rest);
  }

  let locale: StorefrontLocale;
  if (segment !== null) {
    locale = segment;
  } else {
    const preferred = isStorefrontLocale(remembered)
      ? remembered
      : rest === '/'
        ? brand.defaultLocale
        : defaultStorefrontLocale;
    if (followsRememberedLocale(rest) && preferred !== defaultStorefrontLocale) {
      return redirectTo(request, localizePath(rest, preferred));
    }
    locale = defaultStorefrontLocale;
  }

  // The cart page is cached, so whether this browser must queue first is decided here, on every request.
  const queue = await cartQueueRedirect({
    rest,
    brand,
    locale,
    hasCookie: (name) => request.cookies.has(name),
  });
  if (queue !== null) return redirectTo(request, queue);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(brandRequestHeader, brand.id);
  requestHeaders.set(localeRequestHeader, locale);
  // Brand and language are path segments of the internal route, so a cached page is kept per brand and language
  // and never served to another host or in another language.
  const internal = url.clone();
  internal.pathname = `/${brand.id}/${locale}${rest === '/' ? '' : rest}`;
  const response = NextResponse.rewrite(internal, { request: { headers: requestHeaders } });

  if (brandParam !== null) {
    response.cookies.set(brandCookie, brandParam, { path: '/', sameSite: 'lax' });
  }
  return response;
}

/**
 * Every redirect here follows from the host, the address and the language cookie (and for the queue, from the
 * waiting room being on, for a browser without an admission), so a shared cache may keep it a moment, as it keeps
 * the cached pages (deploy/nginx): in a rush the queue's redirect is what most visitors of the cart get.
 */
function redirectTo(request: NextRequest, pathname: string) {
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return NextResponse.redirect(target, { headers: { 'cache-control': 'public, max-age=0, s-maxage=1' } });
}

export const config = {
  // Everything but Next's own files, the session API, files with an extension and the bare benchmark page;
  // pass paths always, as pictures of the pass (/pass/artwork/x.jpg) have an extension.
  matcher: ['/pass/:path*', '/((?!_next/|api/|bare(?:/|$)|.*\\.[a-zA-Z0-9]+$).*)'],
};
