// The event's programme: a block per festival day, the day's stages side by side, entries with their times.
import type { ProgrammeDay } from '../../../../../../../lib/programme';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';

export function ProgrammeSection({ days, ctx }: { days: readonly ProgrammeDay[]; ctx: StorefrontContext }) {
  if (days.length === 0) return null;
  return (
    <section aria-labelledby="programme-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="programme-heading" className="text-xl font-semibold sm:text-2xl">
        {ctx.t('event.programme')}
      </h2>
      {days.map((day) => (
        <div key={day.key} className="mt-6" data-testid="programme-day">
          <h3 className="border-b border-brand-100 pb-2 text-lg font-semibold text-brand-900 first-letter:uppercase">
            {day.label}
          </h3>
          <div className="mt-3 grid gap-5 md:grid-cols-2">
            {day.stages.map((stage) => (
              <div key={stage.stageId} className="min-w-0">
                <h4 className="text-sm font-semibold tracking-wide text-muted uppercase">{stage.name}</h4>
                <ol className="mt-2 grid gap-2">
                  {stage.entries.map((entry) => (
                    <li
                      key={entry.entryId}
                      className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3 rounded-lg bg-brand-50 px-3 py-2"
                      data-testid="programme-entry"
                    >
                      <time dateTime={entry.startsAt} className="font-semibold text-brand-800 tabular-nums">
                        {entry.time}
                      </time>
                      <div className="min-w-0">
                        <p className="font-medium break-words">{entry.name}</p>
                        {entry.artists.length > 0 ? (
                          <p className="text-sm text-muted">{entry.artists.join(', ')}</p>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}
