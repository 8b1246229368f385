// Root layout: the page language and the global styles.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Privacy } from './_privacy/privacy';
import { language, t, textKeys } from './i18n';
import './globals.css';

export const metadata: Metadata = {
  title: t(textKeys.title),
  description: t(textKeys.tagline),
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={language}>
      <body>
        {children}
        <Privacy language={language} />
      </body>
    </html>
  );
}
