// The staff debugger's window (spec 4): build, session, consent, API errors and every adapter's events. Loaded
// only when a permitted person opens it, so it and the tracker it reads stay out of a page's first load.
'use client';
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
import type { StoredConsent } from './consent-store';
import type { TrackedAccount } from './identity';
import type { PrivacyTexts } from './privacy-texts';
import { useApiErrors, useTrackerSnapshot } from './use-tracking';

export interface PrivacyDebuggerProps {
  texts: PrivacyTexts['debugger'];
  info: { build: string; brand: string; locale: string };
  stage: string;
  account: TrackedAccount | null;
  consent: StoredConsent | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function PrivacyDebugger({ open, onOpenChange, ...content }: PrivacyDebuggerProps) {
  const { texts } = content;
  return (
    <>
      <DebuggerReopenButton onClick={() => onOpenChange(true)}>{texts.title}</DebuggerReopenButton>
      <DebuggerModal
        open={open}
        onOpenChange={onOpenChange}
        title={texts.title}
        description={texts.description}
        closeLabel={texts.close}
      >
        <DebuggerContent {...content} />
      </DebuggerModal>
    </>
  );
}

function DebuggerContent({
  texts,
  info,
  stage,
  account,
  consent,
}: {
  texts: PrivacyTexts['debugger'];
  info: PrivacyDebuggerProps['info'];
  stage: string;
  account: TrackedAccount | null;
  consent: StoredConsent | null;
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
