// The accessibility check of every browser test: axe on the page as it is once its entrance animations ended.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Waits for running finite animations (a dialog or the cookie banner fading in), because axe measures colour
 * contrast against the half-transparent frame and would report a contrast failure the visitor never sees.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string = page.url()): Promise<void> {
  await animationsSettled(page);
  // Legacy mode runs axe in the page itself; the default opens a blank page (a new renderer) per check to merge the
  // frames' results, which made each check take 2-4 s instead of about 1 s (2026-11-24). The pages have no
  // cross-origin frames, the one thing legacy mode checks less well. Only violations are collected: the passes'
  // node lists were built and sent back for nothing.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `serious or critical accessibility violations on ${what}`).toEqual([]);
}
