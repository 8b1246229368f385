// Mounts consent (banner + settings), tracking and the staff debugger on a page; the apps' <Privacy /> renders it.
// Only the banner and the consent store are in a page's first load: the settings dialog, the tracker and the
// debugger are imported when they are needed (settings opened, tracking consented, debugger switched on).
'use client';
import { closeAllDialogs } from '@repo/ui/close-all-dialogs';
import { CookieBanner } from '@repo/ui/cookie-banner';
import type { CookieChoice } from '@repo/ui/cookie-consent';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getTrackingAccount, setTrackingAccount, useTrackingAccount } from './account-store';
import type { TrackingConfigInput } from './config';
import { acceptAllConsent, customConsent, declineAllConsent, DEFAULT_CONSENT } from './consent';
import {
  getServerConsent,
  getStoredConsent,
  resetConsent,
  saveConsent,
  subscribeConsent,
} from './consent-store';
import { isDebugAllowed, matchesHotkey, parseHotkey, DEFAULT_DEBUG_HOTKEY } from './debug-access';
import type { TrackedAccount } from './identity';
import type { PrivacyTexts } from './privacy-texts';
import { OPEN_COOKIE_SETTINGS_EVENT } from './cookie-settings-opener';
import type { Tracker } from './tracker';
import { loadTracker, trackerConfigured } from './tracker-loader';

export { openCookieSettings } from './cookie-settings-opener';

const CookieSettingsDialog = lazy(() =>
  import('@repo/ui/cookie-consent').then((module) => ({ default: module.CookieSettingsDialog })),
);
const PrivacyDebugger = lazy(() => import('./privacy-debugger'));

export interface PrivacyRootProps {
  /** Tracking ids, script URLs, stage and Sentry DSN, read from the server environment. */
  tracking: TrackingConfigInput & { stage: NonNullable<TrackingConfigInput['stage']> };
  debug: { hotkey?: string; accountIds: readonly string[]; staffEmailDomain?: string | null };
  texts: PrivacyTexts;
  /** The signed-in account when the server knows it; client code can also call setTrackingAccount(). */
  account?: TrackedAccount | null;
  /** The current path; a change sends a page view (spec 4: every completed route change). */
  pathname: string;
  /** Shown in the debugger. */
  info: { build: string; brand: string; locale: string };
}

export function PrivacyRoot({ tracking, debug, texts, account, pathname, info }: PrivacyRootProps) {
  const stored = useSyncExternalStore(subscribeConsent, getStoredConsent, getServerConsent);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [debugOn, setDebugOn] = useState(false);
  const [debuggerOpen, setDebuggerOpen] = useState(false);
  const storeAccount = useTrackingAccount();
  const currentAccount = storeAccount ?? account ?? null;
  const consentState = stored?.isSet ? stored.state : DEFAULT_CONSENT;
  const trackingWanted = consentState.statistics || consentState.marketing || debugOn;
  const [tracker, setTracker] = useState<Tracker | null>(null);
  // Once opened, the settings dialog stays mounted so that it can animate closed.
  const [settingsWanted, setSettingsWanted] = useState(false);
  const openSettings = useCallback(() => {
    setSettingsWanted(true);
    setSettingsOpen(true);
  }, []);

  useEffect(() => {
    if (!trackingWanted || tracker) return;
    let cancelled = false;
    void loadTracker().then((loaded) => {
      if (!cancelled) setTracker(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [trackingWanted, tracker]);

  // Order matters: configure and consent before the page view below, so a returning visitor's first page view
  // reaches the adapters their stored consent loads; events fired by the page wait for trackerConfigured.
  const configKey = JSON.stringify(tracking);
  useEffect(() => {
    if (!tracker) return;
    tracker.configure(JSON.parse(configKey) as TrackingConfigInput);
    trackerConfigured(tracker);
  }, [tracker, configKey]);

  useEffect(() => {
    if (tracker && stored !== null) tracker.setConsent(consentState);
  }, [tracker, stored, consentState]);

  useEffect(() => {
    if (account !== undefined && getTrackingAccount() === null) setTrackingAccount(account);
  }, [account]);

  useEffect(() => {
    tracker?.setAccount(currentAccount);
  }, [tracker, currentAccount]);

  useEffect(() => {
    tracker?.pageView();
  }, [tracker, pathname]);

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  const hotkey = useMemo(() => {
    try {
      return parseHotkey(debug.hotkey ?? DEFAULT_DEBUG_HOTKEY);
    } catch (error) {
      console.error('[privacy] invalid debug hotkey, using the default', error);
      return parseHotkey(DEFAULT_DEBUG_HOTKEY);
    }
  }, [debug.hotkey]);
  const debugAllowed = isDebugAllowed({
    stage: tracking.stage,
    account: currentAccount,
    debugAccountIds: debug.accountIds,
    staffEmailDomain: debug.staffEmailDomain,
  });

  const toggleDebug = useCallback(() => {
    setDebugOn((on) => {
      if (on) {
        // Off: every modal closes (spec 4), the cookie settings and any other kit dialog included.
        setDebuggerOpen(false);
        setSettingsOpen(false);
        closeAllDialogs();
        return false;
      }
      setDebuggerOpen(true);
      return true;
    });
  }, []);

  useEffect(() => {
    if (!debugAllowed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !matchesHotkey(event, hotkey)) return;
      event.preventDefault();
      toggleDebug();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [debugAllowed, hotkey, toggleDebug]);

  const choice: CookieChoice = { statistics: consentState.statistics, marketing: consentState.marketing };
  const acceptAll = () => {
    saveConsent(acceptAllConsent());
    setSettingsOpen(false);
  };
  const declineAll = () => {
    saveConsent(declineAllConsent());
    setSettingsOpen(false);
  };

  return (
    <>
      {stored !== null ? (
        <CookieBanner
          texts={texts.banner}
          isSet={stored.isSet}
          onAcceptAll={acceptAll}
          onDeclineAll={declineAll}
          onOpenSettings={openSettings}
        />
      ) : null}
      {settingsOpen || settingsWanted ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            texts={texts.settings}
            choice={choice}
            cookies={texts.cookies}
            onChange={(next) => saveConsent(customConsent(next))}
            onAcceptAll={acceptAll}
            onDeclineAll={declineAll}
            onDebugReset={tracking.stage === 'local' ? resetConsentAndClose(setSettingsOpen) : undefined}
          />
        </Suspense>
      ) : null}
      {debugAllowed && debugOn && tracker ? (
        <Suspense fallback={null}>
          <PrivacyDebugger
            open={debuggerOpen}
            onOpenChange={setDebuggerOpen}
            texts={texts.debugger}
            info={info}
            stage={tracking.stage}
            account={currentAccount}
            consent={stored}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function resetConsentAndClose(setSettingsOpen: (open: boolean) => void) {
  return () => {
    resetConsent();
    setSettingsOpen(false);
  };
}
