import type { ProgramEntry, Stage } from '@repo/contract/entities';
import { describe, expect, it } from 'vitest';
import { buildProgramme, festivalDayOf } from './programme';

const eventId = '20000000-0000-4000-8000-000000000001';
const main: Stage = {
  stageId: 'a0000000-0000-4000-8000-000000000001',
  eventId,
  namePub: 'Main Stage',
  displayOrder: 0,
};
const second: Stage = {
  stageId: 'a0000000-0000-4000-8000-000000000002',
  eventId,
  namePub: 'Lime Tree Stage',
  displayOrder: 1,
};
const band = 'b0000000-0000-4000-8000-000000000001';
const performer = 'c0000000-0000-4000-8000-000000000001';

function entry(
  id: number,
  stage: Stage,
  startsAt: string,
  endsAt: string,
  extra: Partial<ProgramEntry> = {},
): ProgramEntry {
  return {
    entryId: `d0000000-0000-4000-8000-00000000000${id}`,
    eventId,
    stageId: stage.stageId,
    namePub: `Entry ${id}`,
    descriptionPub: null,
    startsAt,
    endsAt,
    bandIds: [],
    performerIds: [],
    ...extra,
  };
}

describe('festivalDayOf', () => {
  it('counts the small hours to the night before, in the event zone', () => {
    // 01:30 in Prague (summer, UTC+2) is 23:30 UTC the day before; it still belongs to 16 July's night.
    expect(festivalDayOf('2027-07-16T23:30:00Z', 'Europe/Prague')).toBe('2027-07-16');
    expect(festivalDayOf('2027-07-17T04:30:00Z', 'Europe/Prague')).toBe('2027-07-17');
    expect(festivalDayOf('2027-07-16T15:00:00Z', 'Europe/Prague')).toBe('2027-07-16');
  });
});

describe('buildProgramme', () => {
  const names = new Map([
    [band, 'Jarní tání'],
    [performer, 'DJ Lipka'],
  ]);

  it('groups entries by festival day and stage, in stage order and time order, times in the event zone', () => {
    const days = buildProgramme({
      entries: [
        entry(3, main, '2027-07-17T19:00:00Z', '2027-07-17T20:30:00Z'),
        entry(2, main, '2027-07-16T22:30:00Z', '2027-07-17T00:30:00Z', { performerIds: [performer] }),
        entry(1, second, '2027-07-16T15:00:00Z', '2027-07-16T16:30:00Z', { bandIds: [band] }),
        entry(4, main, '2027-07-16T19:00:00Z', '2027-07-16T20:30:00Z', {
          namePub: 'Jarní tání',
          bandIds: [band],
        }),
      ],
      stages: [second, main],
      names,
      timeZone: 'Europe/Prague',
      locale: 'cs',
    });
    expect(days.map((day) => day.key)).toEqual(['2027-07-16', '2027-07-17']);
    expect(days[0]?.label).toBe('pátek 16. července');
    expect(days[0]?.stages.map((stage) => stage.name)).toEqual(['Main Stage', 'Lime Tree Stage']);
    expect(days[0]?.stages[0]?.entries.map((item) => [item.name, item.time, item.artists])).toEqual([
      // The entry named after its band does not list the band again.
      ['Jarní tání', '21:00–22:30', []],
      // Over midnight: the end time alone, no dates.
      ['Entry 2', '0:30–2:30', ['DJ Lipka']],
    ]);
    expect(days[0]?.stages[1]?.entries.map((item) => [item.time, item.artists])).toEqual([
      ['17:00–18:30', ['Jarní tání']],
    ]);
    expect(days[1]?.stages.map((stage) => stage.name)).toEqual(['Main Stage']);
  });

  it('writes days and times in the page language', () => {
    const [day] = buildProgramme({
      entries: [entry(1, main, '2027-07-16T19:00:00Z', '2027-07-16T20:30:00Z')],
      stages: [main],
      names,
      timeZone: 'Europe/Prague',
      locale: 'en',
    });
    expect(day?.label).toBe('Friday, July 16');
    expect(day?.stages[0]?.entries[0]?.time).toBe('9:00 PM–10:30 PM');
  });
});
