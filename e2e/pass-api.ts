// Shared steps of the specs that set the scene over the pass API: a JSON call that must succeed, a paired device's
// credential in a browser context (as the hub's pairing leaves it), and moving the festival's dates.
import { expect } from '@playwright/test';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { urls } from './ports';

export const festivalId = '20000000-0000-4000-8000-000000000001';

/** Calls the pass and fails the test on any answer from 400 up; JSON answers parsed, others as text. */
export async function passJson(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(`${urls.pass}${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
    maxRedirects: 0,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(400);
  return response.headers()['content-type']?.includes('json') ? response.json() : response.text();
}

/** What POST /pass/device/pair answers. */
export interface PairedDevice {
  token: string;
  device: {
    deviceId: string;
    organizerId: string;
    eventNamePub: string;
    name: string;
    number: number;
    pairedAt: string;
  };
}

/** Stores the paired device's credential in the context's hub storage before any page loads. */
export async function useDeviceCredential(
  context: BrowserContext,
  paired: PairedDevice,
  kind: 'scanner' | 'till',
  eventId = festivalId,
): Promise<void> {
  await context.addInitScript(
    ([credential]) => window.localStorage.setItem('hub.deviceCredential.v1', credential as string),
    [
      JSON.stringify({
        token: paired.token,
        deviceId: paired.device.deviceId,
        organizerId: paired.device.organizerId,
        eventId,
        eventNamePub: paired.device.eventNamePub,
        kind,
        name: paired.device.name,
        number: paired.device.number,
        pairedAt: paired.device.pairedAt,
      }),
    ],
  );
}

/** Moves the festival's dates (wall times of its zone); answers the dates it had. */
export async function setFestivalDates(
  request: APIRequestContext,
  token: string,
  startsAt: string,
  endsAt: string,
) {
  const { event } = await passJson(request, 'GET', `/pass/hub/event/${festivalId}`, token);
  await passJson(request, 'POST', `/pass/hub/event/${festivalId}/update`, token, {
    name: event.name,
    description: event.description,
    slug: event.slug,
    categoryId: event.categoryId,
    kindId: event.kindId,
    sizeId: event.sizeId,
    typeId: event.typeId,
    venueId: event.venueId,
    eventGroupId: event.eventGroupId,
    startsAt,
    endsAt,
    timeZone: event.timeZone,
    currencyId: event.currencyId,
    paymentMethodIds: event.paymentMethodIds,
  });
  return { startsAt: event.startsAtLocal as string, endsAt: event.endsAtLocal as string };
}

/** A wall-clock time in Prague `hours` from now, as the event form takes it. */
export function pragueLocal(hours: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(Date.now() + hours * 3_600_000))
    .replace(' ', 'T');
}
