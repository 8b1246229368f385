// The event page as a buyer reads it, at phone and desktop widths: pictures through the image optimizer, the
// line-up, the programme in the event's time zone, photos, the venue with a map link and the organizer;
// favourites.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './accessibility';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { uniqueEmail } from './session-helpers';

// The demo world's festival (apps/pass/src/db/seed/demo-ids.ts): two stages, five bands, four performers.
const festivalPath = '/event/pod-lipami-production/leto-pod-lipami-2027/cart';

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

/** Scrolls the picture into view (they load lazily) and waits until the browser has decoded it. */
async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** The picture is served by Next's image optimizer from the pass's picture store, not as the original file. */
async function expectOptimized(image: Locator, name: string): Promise<void> {
  // Lazy pictures pick their source only once near the viewport, so look at it after loading.
  await expectLoaded(image);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toContain(`/_next/image?url=${encodeURIComponent(`/pass/artwork/${name}`)}`);
}

/** Fails when the element reaches past the right edge of the viewport (sideways scrolling on a phone). */
async function expectWithinViewport(page: Page, locator: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await locator.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  expect(Math.ceil((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThanOrEqual(width);
}

test.describe('at 390 px, in Czech', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the hero picture, line-up, programme, venue and organizer, none wider than the phone', async ({
    page,
  }) => {
    const optimized = page.waitForResponse((response) => response.url().includes('/_next/image?'));
    await page.goto(`${urls.tickets}${festivalPath}`);
    // Chromium asks for AVIF first; the optimizer answers in a modern format, never the source JPEG.
    const picture = await optimized;
    expect(picture.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
    // Encoded once, then kept: the next visitor gets the same picture from the cache (apps/tickets/cache-handler.mjs).
    const again = await page.request.get(picture.url(), { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');

    const hero = page.getByTestId('event-hero');
    await expect(hero.getByRole('heading', { level: 1, name: 'Léto pod lipami 2027' })).toBeVisible();
    await expectOptimized(hero.locator('img'), 'festival-header.jpg');
    await expect(hero.getByRole('link', { name: 'Koupit vstupenky' })).toHaveAttribute(
      'href',
      '#tickets-heading',
    );

    const lineup = page.getByRole('region', { name: 'Line-up' });
    await expect(lineup.getByTestId('lineup-band')).toHaveCount(5);
    await expect(lineup.getByTestId('lineup-performer')).toHaveCount(4);
    const headliner = lineup.getByTestId('lineup-band').first();
    await expect(headliner).toContainText('Hlavní hvězda');
    await expect(headliner.getByRole('heading', { level: 4 })).toHaveText('Mňága a Žďorp');
    await expectOptimized(headliner.locator('img'), 'band-mnaga-a-zdorp.jpg');
    await expectOptimized(
      lineup.getByTestId('lineup-performer').filter({ hasText: 'Petr Fiala' }).locator('img'),
      'performer-petr-fiala.jpg',
    );
    // Signed out: an offer to sign in, no favourite buttons.
    await expect(lineup.getByTestId('favourites-sign-in')).toContainText('Přihlaste se');
    await expect(lineup.getByRole('button', { name: /^Oblíbit / })).toHaveCount(0);

    // Times in the event's zone (Europe/Prague), although the browser runs in New York.
    const programme = page.getByRole('region', { name: 'Program' });
    await expect(programme.getByTestId('programme-day')).toHaveCount(3);
    await expect(programme.getByTestId('programme-entry').filter({ hasText: 'Mňága a Žďorp' })).toContainText(
      '21:30–23:00',
    );
    await expect(
      programme.getByTestId('programme-day').first().getByRole('heading', { level: 4 }),
    ).toHaveText(['Hlavní scéna', 'Scéna Pod Lipou']);

    const venue = page.getByRole('region', { name: 'Místo konání' });
    await expect(venue.getByTestId('venue-address')).toContainText('Louka Pod Lipami');
    await expect(venue.getByTestId('venue-address')).toContainText('397 01 Písek');
    await expect(venue.getByRole('link', { name: 'Zobrazit na mapě' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=\d+\.\d+&mlon=\d+\.\d+#map=16\//,
    );

    const organizer = page.getByRole('region', { name: 'Pořadatel' });
    await expect(organizer).toContainText('Pod Lipami Production s.r.o.');
    const logo = organizer.getByTestId('organizer-logo');
    await expect(logo).toHaveAttribute('src', '/pass/artwork/logo-pod-lipami-production.svg');
    await expectLoaded(logo);
    await expect(organizer.getByRole('link', { name: 'Všechny akce pořadatele' })).toHaveAttribute(
      'href',
      '/organizer/pod-lipami-production',
    );

    const photos = page.getByRole('region', { name: 'Fotogalerie' });
    await expectOptimized(photos.getByRole('img', { name: 'Publikum pod lipami' }), 'festival-crowd.jpg');

    for (const part of [hero, lineup, programme, photos, venue, organizer])
      await expectWithinViewport(page, part);
  });

  test('the home page shows each event with its picture', async ({ page }) => {
    await page.goto(`${urls.tickets}/`);
    const card = page.getByRole('article').filter({ hasText: 'Léto pod lipami 2027' }).first();
    await expectOptimized(card.locator('img'), 'festival-header.jpg');
    await expectWithinViewport(page, card);
  });
});

test.describe('at 1280 px, in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the event with its pictures, line-up, programme, venue and organizer, accessibly', async ({
    page,
  }) => {
    await page.goto(`${urls.tickets}/en${festivalPath}`);
    const hero = page.getByTestId('event-hero');
    await expect(hero.getByRole('heading', { level: 1, name: 'Léto pod lipami 2027' })).toBeVisible();
    await expectOptimized(hero.locator('img'), 'festival-header.jpg');
    // A 1104 px wide hero gets a wide variant, not the phone's.
    expect(await hero.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /&w=(1200|1920)&/,
    );

    const lineup = page.getByRole('region', { name: 'Line-up' });
    for (const image of await lineup.locator('img').all()) await expectLoaded(image);
    await expect(lineup.locator('img')).toHaveCount(7);
    await expect(lineup.getByTestId('lineup-band').filter({ hasText: 'Headliner' })).toContainText(
      'Mňága a Žďorp',
    );
    await expect(lineup.getByTestId('lineup-performer').filter({ hasText: 'DJ Lipka' })).toContainText('DJ');

    const programme = page.getByRole('region', { name: 'Programme' });
    await expect(programme.getByTestId('programme-entry').filter({ hasText: 'Mňága a Žďorp' })).toContainText(
      '9:30 PM–11:00 PM',
    );
    await expect(programme.getByTestId('programme-entry').filter({ hasText: 'DJ Lipka' })).toContainText(
      '10:30 PM–1:00 AM',
    );

    await expect(
      page.getByRole('region', { name: 'Venue' }).getByRole('link', { name: 'Show on the map' }),
    ).toHaveAttribute('target', '_blank');
    // The festival's gallery: photos described by their captions.
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('img')).toHaveCount(4);
    await expectOptimized(
      photos.getByRole('img', { name: 'The main stage at dusk' }),
      'festival-main-stage.jpg',
    );
    await expectLoaded(photos.getByRole('img', { name: 'Morning at the campsite' }));

    const organizer = page.getByRole('region', { name: 'Organiser' });
    await expectLoaded(organizer.getByTestId('organizer-logo'));
    await organizer.getByRole('link', { name: 'All events by this organiser' }).click();
    await expect(page).toHaveURL(`${urls.tickets}/en/organizer/pod-lipami-production`);
    await expectLoaded(page.getByTestId('organizer-logo'));
    await page.goBack();
    await expect(hero).toBeVisible();
    await expectAccessible(page);
  });

  test('a signed-in visitor adds and removes favourite bands and performers; the account page shows them', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('fanousek');
    const password = 'oblibene kapely 2027';
    const registered = await request.post(`${urls.pass}/pass/account/account-register`, {
      data: { email, password, languageId: 3 },
    });
    expect(registered.status()).toBe(200);

    await page.goto(`${urls.tickets}/en${festivalPath}`);
    const lineup = page.getByRole('region', { name: 'Line-up' });
    await lineup.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Reached by a client-side navigation: the form may still be replaced once its session check settles, so the
    // fields are filled until they keep what was typed.
    await expect(async () => {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(password);
      await expect(page.getByLabel('E-mail')).toHaveValue(email, { timeout: 1_000 });
    }).toPass();
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Sign-in returns to the event page.
    await expect(page).toHaveURL(`${urls.tickets}/en${festivalPath}`);

    const band = lineup.getByRole('button', { name: 'Favourite Jarní tání' });
    const performer = lineup.getByRole('button', { name: 'Favourite DJ Lipka' });
    await expect(band).toHaveAttribute('aria-pressed', 'false');
    await expect(lineup.getByRole('button', { name: /^Favourite / })).toHaveCount(9);
    await band.click();
    await expect(band).toHaveAttribute('aria-pressed', 'true');
    await performer.click();
    await expect(performer).toHaveAttribute('aria-pressed', 'true');
    await expect(lineup.getByRole('button', { name: 'Favourite Bílé vrány' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expectAccessible(page);

    // Kept by the pass, not the page: a reload still shows them, and so does the account.
    await page.reload();
    await expect(band).toHaveAttribute('aria-pressed', 'true');
    await lineup.getByRole('link', { name: 'Your favourites are in your account' }).click();
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('listitem')).toHaveText([/Jarní tání/, /DJ Lipka/]);

    await page.goto(`${urls.tickets}/en${festivalPath}`);
    await band.click();
    await expect(band).toHaveAttribute('aria-pressed', 'false');
    await expect(performer).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${urls.tickets}/en/account`);
    await expect(favourites.getByRole('listitem')).toHaveText([/DJ Lipka/]);
    await expect(favourites).not.toContainText('Jarní tání');
  });
});
