// Tests of member event names.
import type { HubEvent } from '@repo/contract/hub';
import { describe, expect, it } from 'vitest';
import { eventNames } from './member-events';

const event = (eventId: string, namePub: string) => ({ eventId, namePub }) as HubEvent;

describe('eventNames', () => {
  it('names the chosen events in their order and skips unknown ids', () => {
    const events = [event('a', 'Festival'), event('b', 'Tour Praha')];
    expect(eventNames(['b', 'x', 'a'], events)).toEqual(['Tour Praha', 'Festival']);
  });

  it('is empty for all events or while the events load', () => {
    expect(eventNames(null, [event('a', 'Festival')])).toEqual([]);
    expect(eventNames(['a'], undefined)).toEqual([]);
  });
});
