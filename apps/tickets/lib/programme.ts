// An event's programme as the event page shows it: festival days, each with its stages and their entries, with
// times in the event's own time zone and the names of who plays.
import type { ProgramEntry, Stage } from '@repo/contract/entities';
import { dateTimeFormat } from '@repo/i18n/intl-formats';
import type { StorefrontLocale } from './locale';

export interface ProgrammeEntry {
  readonly entryId: string;
  readonly name: string;
  readonly description: string | null;
  readonly startsAt: string;
  /** `18:00–19:30` in the event's time zone. */
  readonly time: string;
  /** Bands and performers of the entry, line-up order, without the entry's own name repeated. */
  readonly artists: readonly string[];
}

export interface ProgrammeStage {
  readonly stageId: string;
  readonly name: string;
  readonly entries: readonly ProgrammeEntry[];
}

export interface ProgrammeDay {
  /** `2027-07-16`: the festival day in the event's zone. */
  readonly key: string;
  /** `Friday 16 July` in the page language. */
  readonly label: string;
  readonly stages: readonly ProgrammeStage[];
}

/**
 * A festival day runs until early morning: a set starting at 01:30 belongs to the night before, as visitors and
 * festival timetables count it.
 */
const dayTurnsAtHour = 6;

/** The festival day (`YYYY-MM-DD`, event zone) a moment belongs to. */
export function festivalDayOf(iso: string, timeZone: string): string {
  const shifted = new Date(new Date(iso).getTime() - dayTurnsAtHour * 3_600_000);
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    shifted,
  );
}

export function buildProgramme(input: {
  entries: readonly ProgramEntry[];
  stages: readonly Stage[];
  names: ReadonlyMap<string, string>;
  timeZone: string;
  locale: StorefrontLocale;
}): ProgrammeDay[] {
  const { timeZone, locale } = input;
  const time = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  // Noon of the festival day, so the label never slips to a neighbouring date in any zone.
  const dayLabel = dateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const stages = [...input.stages].sort((a, b) => a.displayOrder - b.displayOrder);
  const sorted = [...input.entries].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const days = new Map<string, ProgramEntry[]>();
  for (const entry of sorted) {
    const key = festivalDayOf(entry.startsAt, timeZone);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return [...days].map(([key, entries]) => ({
    key,
    label: dayLabel.format(new Date(`${key}T12:00:00Z`)),
    stages: stages
      .map((stage) => ({
        stageId: stage.stageId,
        name: stage.namePub,
        entries: entries
          .filter((entry) => entry.stageId === stage.stageId)
          .map((entry) => ({
            entryId: entry.entryId,
            name: entry.namePub,
            description: entry.descriptionPub,
            startsAt: entry.startsAt,
            // Start and end each on their own: a range over midnight would otherwise repeat both dates.
            time: `${time.format(new Date(entry.startsAt))}–${time.format(new Date(entry.endsAt))}`,
            artists: [...entry.bandIds, ...entry.performerIds]
              .map((id) => input.names.get(id))
              .filter((name): name is string => name !== undefined && name !== entry.namePub),
          })),
      }))
      .filter((stage) => stage.entries.length > 0),
  }));
}
