import { describe, expect, it } from 'vitest';
import { eventSectionHref, eventSections, eventSectionsFor } from './event-sections';

describe('event sections', () => {
  it('shows the catalogue tabs to members who manage events, the attendees to those who read reports', () => {
    expect(eventSectionsFor(['view', 'events']).map((section) => section.id)).toContain('details');
    expect(eventSectionsFor(['view', 'reports']).map((section) => section.id)).toEqual(['attendees']);
    expect(eventSectionsFor(['view'])).toEqual([]);
  });

  it('links a tab below the event, keeping the organizer', () => {
    expect(eventSectionHref(eventSections[0], 'e 1', 'o1')).toBe('/events/e%201?organizer=o1');
  });
});
