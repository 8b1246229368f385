// The page's tracker, loaded on demand: its adapters and validation stay out of a page's first load until
// consent allows tracking or the staff debugger opens.
import { getStoredConsent } from './consent-store';
import type { Tracker } from './tracker';

let loading: Promise<Tracker> | null = null;
let markReady: (tracker: Tracker) => void = () => undefined;
const ready = new Promise<Tracker>((resolve) => {
  markReady = resolve;
});

/** Imports the tracker module once; the privacy glue calls this when tracking or the debugger needs it. */
export function loadTracker(): Promise<Tracker> {
  loading ??= import('./tracker').then(({ getTracker }) => getTracker());
  return loading;
}

/** The privacy glue calls this once it has configured the tracker (settings, consent, account, page view). */
export function trackerConfigured(tracker: Tracker): void {
  markReady(tracker);
}

/**
 * Hands an event to the tracker once the privacy glue has configured it. While the stored consent allows
 * neither statistics nor marketing (and no debugger asked for the tracker), nothing is loaded and the event is
 * dropped, as the tracker itself would drop it.
 */
export function withTracker(fire: (tracker: Tracker) => void): void {
  const { state } = getStoredConsent();
  if (loading === null && !state.statistics && !state.marketing) return;
  void ready.then(fire);
}
