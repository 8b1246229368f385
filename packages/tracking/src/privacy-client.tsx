// Client half of <Privacy />: adds Next's current path, so every completed route change sends a page view.
'use client';
import { usePathname } from 'next/navigation';
import { PrivacyRoot } from './privacy-root';
import type { PrivacyRootProps } from './privacy-root';

export function PrivacyClient(props: Omit<PrivacyRootProps, 'pathname'>) {
  const pathname = usePathname();
  return <PrivacyRoot {...props} pathname={pathname} />;
}
