// The till pages: installable as the bar's till app (web app manifest in public/till).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { manifest: '/till/manifest.webmanifest' };
export const viewport: Viewport = { themeColor: '#1e1b4b' };

export default function TillLayout({ children }: { children: ReactNode }) {
  return children;
}
