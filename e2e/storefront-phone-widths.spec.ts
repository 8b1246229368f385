// Every storefront route in cs, sk, en and de on a touch phone 360 and 390 px wide: no page scrolls sideways, and
// every control outside running text is a 44 px tap target. One touch-phone page is reused for every route and
// resized between the widths, so each page loads once per language (half the loads of a context per width).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';

const locales = ['cs', 'sk', 'en', 'de'] as const;
const widths = [360, 390] as const;

// demoEvents.unpublished and demoSectors.theatreStalls of apps/pass/src/db/seed/demo-ids.ts.
const unpublishedEventId = '20000000-0000-4000-8000-000000000009';
const theatreStalls = '50000000-0000-4000-8000-000000000002';
const buyer = { email: 'eva.novakova@example.cz', name: 'Eva Nováková' };

interface ListedEvent {
  eventId: string;
  eventSlug: string;
  organizerSlug: string;
}

async function createOrder(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${urls.pass}/pass/order/order-create-v2`, {
    data: { ...buyer, ...body },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { order: { orderId: string }; payment: { paymentId: string } };
}

/** Paths (without a locale segment) of every kind of storefront page, with the data the seed provides. */
async function storefrontPaths(request: APIRequestContext): Promise<string[]> {
  const { events } = (await (await request.get(`${urls.pass}/pass/event/events-all?limit=200`)).json()) as {
    events: ListedEvent[];
  };
  const festival = events.find((event) => event.eventSlug === 'leto-pod-lipami-2027');
  const theatre = events.find((event) => event.eventSlug === 'romeo-a-julie');
  if (!festival || !theatre) throw new Error('the demo seed has no festival or theatre event');

  // A pending bank transfer for a seat (transfer details, the seat line) and a paid festival order (tickets, QR
  // codes, receipts, extras).
  const seats = (await (
    await request.get(`${urls.pass}/pass/reservation/reservation/sector/${theatreStalls}/seat`)
  ).json()) as { seats: { seatId: string; state: string }[] };
  const seatId = seats.seats.find((seat) => seat.state === 'free')?.seatId;
  const transfer = await createOrder(request, {
    eventId: theatre.eventId,
    seatIds: [seatId],
    paymentMethodId: 2,
  });
  const card = await createOrder(request, {
    eventId: festival.eventId,
    tickets: [{ ticketTypeId: '40000000-0000-4000-8000-000000000001', quantity: 2 }],
    extraProducts: [{ ticketProductId: '60000000-0000-4000-8000-000000000001', quantity: 1 }],
    paymentMethodId: 1,
  });
  await request.post(`${urls.pass}/pass/payment/demo/${card.payment.paymentId}/pay`, { maxRedirects: 0 });

  // Each kind of page once, with the events whose carts differ: ticket groups, extras and codes (festival), a
  // seat map (theatre), a sold-out event (sport), a euro price and a Slovak venue (the concert).
  const cartOf = (slug: string) => {
    const event = events.find((candidate) => candidate.eventSlug === slug);
    if (!event) throw new Error(`the demo seed has no event ${slug}`);
    return `/event/${event.organizerSlug}/${event.eventSlug}/cart`;
  };
  return [
    '/',
    `/organizer/${festival.organizerSlug}`,
    `/organizer/${theatre.organizerSlug}`,
    '/tour/jarni-turne-2027',
    ...['leto-pod-lipami-2027', 'romeo-a-julie', 'slavoj-vs-sparta', 'koncert-na-hrade'].map(cartOf),
    `/event/pod-lipami-production/tajny-koncert/cart/demo?secret=${btoa(unpublishedEventId)}`,
    `/event/${theatre.organizerSlug}/${theatre.eventSlug}/order/${transfer.order.orderId}`,
    `/event/${festival.organizerSlug}/${festival.eventSlug}/order/${card.order.orderId}`,
    '/account',
    '/account/sign-in',
    '/account/register',
    '/account/forgot-password',
    '/account/set-password',
    '/account/verify-email',
    '/terms',
    '/privacy',
    '/no-such-page',
  ];
}

/** What is wrong with the page as it is now: its sideways overflow and the controls smaller than 44 × 44 px. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Name the outermost elements that stick out, so a failure says where to look.
      const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .filter((element) => !element.parentElement?.closest('[data-overflow-culprit]'))
        .slice(0, 3)
        .map((element) => {
          element.dataset.overflowCulprit = '';
          return `<${element.tagName.toLowerCase()} class="${element.className}">`;
        });
      problems.push(
        `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}: ${culprits.join(', ')}`,
      );
    }
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'button, select, input:not([type=checkbox]):not([type=radio]):not([type=hidden]), a[href], [role=switch]',
      ),
    );
    for (const control of controls) {
      // Not rendered (a closed dialog, the hidden summary bar) or visually hidden (the skip link until focused).
      if (control.getBoundingClientRect().width <= 1 || control.matches('.sr-only')) continue;
      if (getComputedStyle(control).visibility === 'hidden') continue;
      // A link stretched over its card by an absolutely placed ::after is as big as the card.
      const stretched = getComputedStyle(control, '::after').position === 'absolute';
      const box = ((stretched && control.offsetParent) || control).getBoundingClientRect();
      // Links inside a sentence are exempt from the target size (WCAG 2.5.5), as they are from this check.
      if (control.tagName === 'A' && control.closest('p, td, dd')) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        problems.push(
          `${control.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
      }
    }
    return problems;
  });
}

async function checkPhones(browser: Browser, paths: readonly string[]): Promise<string[]> {
  const [narrowest] = widths;
  const context = await browser.newContext({
    viewport: { width: narrowest, height: 780 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'America/New_York',
  });
  try {
    await storeConsentChoice(context, urls.tickets);
    const page = await context.newPage();
    const found: string[] = [];
    for (const locale of locales) {
      for (const path of paths) {
        const url = `${urls.tickets}${locale === 'cs' ? '' : `/${locale}`}${path === '/' && locale !== 'cs' ? '' : path}`;
        await page.setViewportSize({ width: narrowest, height: 780 });
        await page.goto(url);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        for (const width of widths) {
          // A resize lays the same page out again, as a phone of that width would show it.
          await page.setViewportSize({ width, height: 780 });
          for (const problem of await layoutProblems(page))
            found.push(`${width} px ${page.url()}: ${problem}`);
        }
      }
    }
    return found;
  } finally {
    await context.close();
  }
}

test('no storefront page scrolls sideways at 360 and 390 px in any language, and its controls are tap-sized', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const paths = await storefrontPaths(request);
  // Every kind of page is there (20 paths), each in four languages.
  expect(paths).toHaveLength(20);
  expect(await checkPhones(browser, paths)).toEqual([]);
});
