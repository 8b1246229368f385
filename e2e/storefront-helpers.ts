// Shared steps of the storefront browser tests: filling the checkout form.
import type { Page } from '@playwright/test';

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
