'use client';
// RememberLocale: keeps the language of the page being read in the storefront-locale cookie, so home and the order
// page (addresses without a language segment) open in it next time (proxy.ts reads it). Set here in the browser
// rather than on the page's answer: an answer that sets a cookie is one a load balancer's cache may not keep.
import { useEffect } from 'react';
import type { StorefrontLocale } from '../../../../lib/locale';
import { localeCookie, rememberLocale } from '../../../../lib/locale';

export function RememberLocale({ locale }: { readonly locale: StorefrontLocale }) {
  useEffect(() => {
    const current = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${localeCookie}=`));
    if (current !== `${localeCookie}=${locale}`) rememberLocale(locale);
  }, [locale]);
  return null;
}
