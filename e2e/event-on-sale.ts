// A new published event of the demo festival with one ticket type on sale, made over the pass API as the demo
// organiser: for specs that change an event's settings (the waiting room) without touching other specs' sales.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { urls } from './ports';

// The demo world (apps/pass/src/db/seed/demo-ids.ts): the festival organizer, owned by the demo account.
export const festival = { id: '10000000-0000-4000-8000-000000000001', slug: 'pod-lipami-production' };
export const demoOwner = { email: 'demo@vstupenky.example', password: 'demo-heslo-2027' };

/** The hub's event form as the API takes it (create and update): a concert in July 2030 under `name`. */
export function eventBody(name: string, slug: string) {
  return {
    name: { cs: name, en: null, sk: null, de: null },
    description: { cs: null, en: null, sk: null, de: null },
    slug,
    categoryId: 1,
    kindId: 1,
    sizeId: 1,
    typeId: 1,
    venueId: null,
    newVenue: null,
    eventGroupId: null,
    startsAt: '2030-07-15T19:00',
    endsAt: '2030-07-15T23:00',
    timeZone: 'Europe/Prague',
    currencyId: 1,
    paymentMethodIds: [1, 2],
  };
}

/** Signs the demo owner in over the API and creates a published event with one ticket type. */
export async function createEventOnSale(request: APIRequestContext, name: string) {
  const login = await request.post(`${urls.pass}/pass/account/login`, { data: demoOwner });
  expect(login.status(), await login.text()).toBe(200);
  const auth = { authorization: `Bearer ${(await login.json()).account.token as string}` };
  const slug = `fronta-${Date.now()}`;
  const created = await request.post(`${urls.pass}/pass/hub/organizer/${festival.id}/event-create`, {
    headers: auth,
    data: eventBody(name, slug),
  });
  expect(created.status(), await created.text()).toBe(200);
  const eventId = (await created.json()).event.eventId as string;
  const ticketType = await request.post(`${urls.pass}/pass/hub/event/${eventId}/ticket-type-create`, {
    headers: auth,
    data: {
      name: { cs: 'Stání' },
      groupId: null,
      quotaId: null,
      price: 45000,
      vatRateBasisPoints: null,
      capacity: 100,
      minPerOrder: 1,
      maxPerOrder: 6,
      saleStartsAt: null,
      saleEndsAt: null,
      visible: true,
      accessCodeOnly: false,
      items: [{ kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null }],
    },
  });
  expect(ticketType.status(), await ticketType.text()).toBe(200);
  const ticketTypeId = (await ticketType.json()).ticketType.ticketTypeId as string;
  const published = await request.post(`${urls.pass}/pass/hub/event/${eventId}/publish`, {
    headers: auth,
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);

  return { auth, slug, eventId, ticketTypeId };
}
