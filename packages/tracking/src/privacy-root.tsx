// Mounts consent (banner + settings), tracking and the staff debugger on a page; the apps' <Privacy /> renders it.
'use client';
import { CookieBanner, CookieSettingsDialog, type CookieChoice } from '@repo/ui/cookie-consent';
import {
  DebuggerCard,
  DebuggerCards,
  DebuggerFacts,
  DebuggerLog,
  DebuggerModal,
  DebuggerNote,
  DebuggerReopenButton,
  DebuggerSection,
} from '@repo/ui/debugger-modal';
import { closeAllDialogs } from '@repo/ui/dialog';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
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
import { getTracker } from './tracker';
import { useApiErrors, useTrackerSnapshot } from './use-tracking';

export { openCookieSettings } from './cookie-settings-opener';

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
  const tracker = getTracker();

  // Order matters: configure and consent before the page view below, so a returning visitor's first page view
  // reaches the adapters their stored consent loads.
  const configKey = JSON.stringify(tracking);
  useEffect(() => {
    tracker.configure(JSON.parse(configKey) as TrackingConfigInput);
  }, [tracker, configKey]);

  const consentState = stored?.isSet ? stored.state : DEFAULT_CONSENT;
  useEffect(() => {
    if (stored !== null) tracker.setConsent(consentState);
  }, [tracker, stored, consentState]);

  useEffect(() => {
    if (account !== undefined && getTrackingAccount() === null) setTrackingAccount(account);
  }, [account]);

  useEffect(() => {
    tracker.setAccount(currentAccount);
  }, [tracker, currentAccount]);

  useEffect(() => {
    tracker.pageView();
  }, [tracker, pathname]);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

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
          onOpenSettings={() => setSettingsOpen(true)}
        />
      ) : null}
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
      {debugAllowed && debugOn ? (
        <>
          <DebuggerReopenButton onClick={() => setDebuggerOpen(true)}>
            {texts.debugger.title}
          </DebuggerReopenButton>
          <DebuggerModal
            open={debuggerOpen}
            onOpenChange={setDebuggerOpen}
            title={texts.debugger.title}
            description={texts.debugger.description}
            closeLabel={texts.debugger.close}
          >
            <DebuggerContent
              texts={texts.debugger}
              info={info}
              stage={tracking.stage}
              account={currentAccount}
              consent={stored}
            />
          </DebuggerModal>
        </>
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

function DebuggerContent({
  texts,
  info,
  stage,
  account,
  consent,
}: {
  texts: PrivacyTexts['debugger'];
  info: PrivacyRootProps['info'];
  stage: string;
  account: TrackedAccount | null;
  consent: ReturnType<typeof getStoredConsent> | null;
}) {
  const snapshot = useTrackerSnapshot();
  const apiErrors = useApiErrors();
  const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
  return (
    <>
      <DebuggerSection title={texts.build}>
        <DebuggerFacts
          facts={[
            [texts.version, info.build],
            [texts.stage, stage],
            [texts.brand, info.brand],
            [texts.locale, info.locale],
          ]}
        />
      </DebuggerSection>
      <DebuggerSection title={texts.session}>
        {account ? (
          <DebuggerFacts
            facts={[
              [texts.account, String(account.accountId)],
              [texts.email, account.email ?? '—'],
            ]}
          />
        ) : (
          <DebuggerNote>{texts.anonymous}</DebuggerNote>
        )}
      </DebuggerSection>
      <DebuggerSection title={texts.consent}>
        <DebuggerFacts
          facts={[
            [consent?.isSet ? texts.consentSet : texts.consentUnset, consent?.at ?? '—'],
            ['necessary', yesNo(snapshot.consent.necessary)],
            ['statistics', yesNo(snapshot.consent.statistics)],
            ['marketing', yesNo(snapshot.consent.marketing)],
          ]}
        />
      </DebuggerSection>
      <DebuggerSection title={texts.apiErrors}>
        <DebuggerLog
          lines={apiErrors.map(
            (error) => `${error.at} ${error.status ?? ''} ${error.name}: ${error.message}`,
          )}
          empty={texts.noApiErrors}
        />
      </DebuggerSection>
      <DebuggerSection title={texts.tracking} wide>
        {!snapshot.trackingAllowed ? <DebuggerNote>{texts.trackingOff}</DebuggerNote> : null}
        <DebuggerCards>
          {snapshot.adapters.map((adapter) => (
            <DebuggerCard
              key={adapter.id}
              name={adapter.id}
              status={[
                adapter.loaded ? texts.loaded : adapter.configured ? texts.notLoaded : texts.notConfigured,
                ...adapter.registrations,
              ].join(' · ')}
            >
              <DebuggerLog
                lines={adapter.events.map(
                  (event) => `${event.at.slice(11, 19)} ${event.cause} → ${event.name}`,
                )}
                empty={texts.noEvents}
              />
            </DebuggerCard>
          ))}
        </DebuggerCards>
      </DebuggerSection>
    </>
  );
}
