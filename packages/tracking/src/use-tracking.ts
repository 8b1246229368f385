// React access to the page's tracker: useTracking() for firing events, useTrackerSnapshot() for the debugger.
'use client';
import { useSyncExternalStore } from 'react';
import { getApiErrors, subscribeApiErrors, type ApiErrorRecord } from './debug-log';
import { getTracker, type TrackerSnapshot, type TrackingApi } from './tracker';

let api: TrackingApi | undefined;

/**
 * The tracking events, stable across renders. Needs no provider: the privacy glue configures the one tracker
 * of the page, and events fired before that are dropped (nothing could receive them without consent anyway),
 * except the page view, which adapters get when they load.
 */
export function useTracking(): TrackingApi {
  api ??= bindApi();
  return api;
}

function bindApi(): TrackingApi {
  const tracker = getTracker();
  return {
    pageView: (page) => tracker.pageView(page),
    addToCart: (input) => tracker.addToCart(input),
    removeFromCart: (input) => tracker.removeFromCart(input),
    initiateCheckout: (input) => tracker.initiateCheckout(input),
    purchase: (input) => tracker.purchase(input),
    purchaseSuccess: (order, tickets) => tracker.purchaseSuccess(order, tickets),
    purchaseFail: (order, tickets) => tracker.purchaseFail(order, tickets),
  };
}

export function useTrackerSnapshot(): TrackerSnapshot {
  const tracker = getTracker();
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
}

export function useApiErrors(): readonly ApiErrorRecord[] {
  return useSyncExternalStore(subscribeApiErrors, getApiErrors, getApiErrors);
}
