// Client half of <Privacy />: adds the current path, so every completed route change sends a page view.
'use client';
import { PrivacyRoot, type PrivacyRootProps } from '@repo/tracking/privacy-root';
import { usePathname } from 'next/navigation';

export function PrivacyClient(props: Omit<PrivacyRootProps, 'pathname'>) {
  const pathname = usePathname();
  return <PrivacyRoot {...props} pathname={pathname} />;
}
