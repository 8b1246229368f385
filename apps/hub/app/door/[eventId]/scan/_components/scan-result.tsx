'use client';
// The result of the last scan, big enough to read at arm's length: green to let in, amber to check an ID,
// red to stop, with what the steward needs to say (the type, when and where it was used).
import { passingResults } from '@repo/contract/door';
import { useT } from '@/app/_components/providers';
import type { ShownResult } from './use-door-scanner';

/** Times in the event's zone: the steward stands there, whatever zone the phone is set to. */
export function ScanResult({ shown, timeZone }: { shown: ShownResult | null; timeZone: string | undefined }) {
  const { t, language } = useT();
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
      new Date(iso),
    );
  if (!shown) {
    return (
      <div className="grid min-h-40 place-items-center rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/40 p-6 text-center text-lg text-muted">
        {t('main::hubPages.door.scan.waiting')}
      </div>
    );
  }
  const passes = passingResults.includes(shown.result);
  const tone = !passes
    ? 'border-red-700 bg-red-700 text-white'
    : shown.checkId
      ? 'border-amber-500 bg-amber-300 text-amber-950'
      : 'border-green-700 bg-green-700 text-white';
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="scan-result"
      data-result={shown.result}
      key={shown.at}
      className={`grid min-h-40 content-center gap-2 rounded-2xl border-4 p-5 text-center ${tone}`}
    >
      <p className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
        {t(`main::hubPages.door.result.${shown.result}`)}
      </p>
      {shown.checkId && passes ? (
        <p className="text-2xl font-bold uppercase">{t('main::hubPages.door.result.checkId')}</p>
      ) : null}
      {shown.ticketTypeNamePub || shown.voucherNamePub ? (
        <p className="text-xl font-semibold">{shown.ticketTypeNamePub ?? shown.voucherNamePub}</p>
      ) : null}
      {shown.previous ? (
        <p className="text-lg">
          {t('main::hubPages.door.result.usedAt', {
            time: dateTime(shown.previous.scannedAt),
            gate: shown.previous.gate,
          })}
        </p>
      ) : null}
      {shown.offline ? (
        <p className="text-sm font-medium">{t('main::hubPages.door.result.offline')}</p>
      ) : null}
    </div>
  );
}
