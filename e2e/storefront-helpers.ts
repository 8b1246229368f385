// Shared steps of the storefront browser tests: the accessibility check and filling the checkout form.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `serious or critical accessibility violations on ${what}`).toEqual([]);
}

export interface BuyerTexts {
  email: string;
  name: string;
  terms?: RegExp;
  pay: string;
}

/** Fills in the buyer's details of the checkout form and submits it. */
export async function fillCheckout(page: Page, texts: BuyerTexts, paymentMethod?: string): Promise<void> {
  await page.getByLabel(texts.email).fill('eva.novakova@example.cz');
  await page.getByLabel(texts.name).fill('Eva Nováková');
  if (paymentMethod) await page.getByRole('radio', { name: paymentMethod }).check();
  if (texts.terms) await page.getByRole('checkbox', { name: texts.terms }).check();
}
