// The door pages: installable as the scanner app (web app manifest in public/door).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { manifest: '/door/manifest.webmanifest' };
export const viewport: Viewport = { themeColor: '#1e1b4b' };

export default function DoorLayout({ children }: { children: ReactNode }) {
  return children;
}
