// Root layout of the bare benchmark page: nothing but html and body (no providers, no styles).
import type { ReactNode } from 'react';

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
