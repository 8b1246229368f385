// A company buys at the checkout: its IČO is checked by its check digit, and the paid order's receipt is a full
// tax document with the seller's and the company's data and the beer mug of the ticket at its own VAT rate.
// At a phone's 390 px and a desktop's 1280 px.
import { expect, test } from './fixtures';
import { storeConsentChoice } from './consent-cookie';
import { urls } from './ports';
import { expectAccessible } from './accessibility';
import { fillCheckout } from './storefront-helpers';
import { reviewScreenshot } from './review-screenshot';

const czechBuyer = { email: 'E-mail', name: 'Jméno a příjmení', terms: /Souhlasím s/, pay: '' };
const bundle = 'Vstupné na oba dny s degustačním půllitrem';

test.beforeEach(async ({ context }) => {
  await storeConsentChoice(context, urls.tickets);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a company buys a ticket and reads a full tax document with its IČO and DIČ', async ({
      page,
    }, testInfo) => {
      await page.goto(`${urls.tickets}/event/sk-slavoj-olomouc/pivni-slavnosti-olomouc/cart`);
      await page.getByRole('button', { name: `Přidat ${bundle}`, exact: true }).click();
      await page.getByRole('button', { name: 'Pokračovat k údajům' }).click();
      await fillCheckout(page, czechBuyer);

      await page.getByRole('checkbox', { name: /Nakupuji na firmu/ }).check();
      const company = page.getByTestId('company-billing');
      await expect(company).toBeVisible();
      await company.getByLabel('Název firmy').fill('Dvořák a syn s.r.o.');
      // A wrong check digit (the 27082441) is refused before anything is sent.
      await company.getByLabel('IČO').fill('27082441');
      await company.getByLabel(/^DIČ/).fill('CZ25596641');
      await company.getByLabel('Ulice a číslo').fill('Husova 5');
      await company.getByLabel('PSČ').fill('602 00');
      await company.getByLabel('Město').fill('Brno');
      await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
      const ico = company.getByLabel('IČO');
      await expect(ico).toBeFocused();
      await expect(ico).toHaveAttribute('aria-invalid', 'true');
      await expect(
        company.getByText('Zadejte platné IČO: 8 číslic se správnou kontrolní číslicí.'),
      ).toBeVisible();
      await expectAccessible(page, 'the checkout with company billing');
      await reviewScreenshot(page, testInfo.outputPath(`checkout-company-${width}.png`), true);

      await ico.fill('255 96 641');
      await page.getByRole('button', { name: 'Objednat a zaplatit' }).click();
      await expect(page).toHaveURL(new RegExp(`^${urls.pass}/pass/payment/demo/`));
      await page.locator('button[data-action="pay"]').click();

      await expect(page).toHaveURL(
        /\/event\/sk-slavoj-olomouc\/pivni-slavnosti-olomouc\/order\/[0-9a-f-]{36}$/,
      );
      await expect(page.getByTestId('order-status')).toHaveText('Zaplaceno');
      const receipt = page.getByTestId('receipt');
      await expect(receipt).toHaveAttribute('data-document-kind', 'full');
      await expect(receipt).toContainText('Daňový doklad');
      await expect(receipt.getByTestId('receipt-supply-date')).not.toBeEmpty();

      const seller = receipt.getByTestId('receipt-seller');
      await expect(seller).toContainText('SK Slavoj Olomouc, z. s.');
      await expect(seller).toContainText('U Stadionu 1166/2, 779 00 Olomouc');
      await expect(seller).toContainText(/IČO:\s*\d{8}/);
      await expect(seller).toContainText(/DIČ:\s*CZ\d{8}/);

      const buyer = receipt.getByTestId('receipt-buyer');
      await expect(buyer).toContainText('Dvořák a syn s.r.o.');
      await expect(buyer).toContainText('Eva Nováková');
      await expect(buyer).toContainText('Husova 5, 602 00 Brno');
      await expect(buyer).toContainText(/IČO:\s*25596641/);
      await expect(buyer).toContainText(/DIČ:\s*CZ25596641/);

      // The glass in the ticket is goods at 21 %, the entry 12 %: the receipt splits the 350 Kč.
      const parts = receipt.getByTestId('receipt-line-parts');
      await expect(parts).toContainText(/z toho Degustační půllitr \(21\s%\)\s*100,00\sKč/);
      await expect(parts).toContainText(/z toho Vstup na akci \(12\s%\)\s*250,00\sKč/);
      await expect(receipt).toContainText(/DPH 21\s%: Základ 82,64\sKč/);

      // Nothing of the receipt is wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, 'the paid order with a full tax document');
      await reviewScreenshot(receipt, testInfo.outputPath(`receipt-full-${width}.png`));
    });
  });
}
