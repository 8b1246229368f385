'use client';
// "Cookie settings" as a link-looking button: reopens the consent settings at any time, so a choice can be changed or
// withdrawn after the banner is gone.
import { openCookieSettings } from '@repo/tracking/cookie-settings-opener';

export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {label}
    </button>
  );
}
