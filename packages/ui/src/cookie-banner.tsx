// The cookie banner (spec 2): the small first-visit part of the consent UI, without the settings dialog's Radix
// parts, so a page's first load carries only this.
'use client';
import { useEffect, useId, useState } from 'react';
import { Button } from './button';

/** The banner appears this long after mount when no choice is stored (spec 9). */
export const COOKIE_BANNER_DELAY_MS = 2048;

export interface CookieBannerTexts {
  title: string;
  description: string;
  /** The link-style button that opens the settings. */
  settings: string;
  acceptAll: string;
  declineAll: string;
}

export interface CookieBannerProps {
  texts: CookieBannerTexts;
  /** Whether a choice is stored; the banner only ever shows while it is not. */
  isSet: boolean;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
  onOpenSettings: () => void;
  /** Milliseconds before the banner shows; COOKIE_BANNER_DELAY_MS by default. */
  delayMs?: number;
}

/** A non-modal dialog at the bottom of the page, shown a moment after mount while no choice is stored. */
export function CookieBanner({
  texts,
  isSet,
  onAcceptAll,
  onDeclineAll,
  onOpenSettings,
  delayMs = COOKIE_BANNER_DELAY_MS,
}: CookieBannerProps) {
  const [due, setDue] = useState(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    // Restarted whenever the choice disappears (debug reset), so the banner comes back the same way.
    if (isSet) return;
    const timer = window.setTimeout(() => setDue(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setDue(false);
    };
  }, [isSet, delayMs]);

  if (isSet || !due) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-40 m-3 mx-auto w-[calc(100%-1.5rem)] max-w-[760px] animate-dialog-in rounded-2xl border border-brand-100 bg-white p-5 text-ink shadow-2xl md:m-6 md:mx-auto md:w-[calc(100%-3rem)] md:p-6 2xl:max-w-[910px]"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {texts.title}
      </h2>
      <p id={descriptionId} className="mt-2 text-sm text-muted">
        {texts.description}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button variant="link" size="sm" className="sm:mr-auto" onClick={onOpenSettings}>
          {texts.settings}
        </Button>
        <Button variant="outlined" onClick={onDeclineAll}>
          {texts.declineAll}
        </Button>
        <Button variant="primary" onClick={onAcceptAll}>
          {texts.acceptAll}
        </Button>
      </div>
    </section>
  );
}
