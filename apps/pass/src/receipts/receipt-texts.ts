// Receipt labels in the four interface languages, in the terms each country's tax documents use.
import type { LabelLanguage } from '@repo/enums';

export interface ReceiptTexts {
  /** Title of a document issued by a VAT payer. */
  taxTitle: string;
  /** Title when the seller has no VAT id: such a seller may not issue a tax document. */
  plainTitle: string;
  notVatPayer: string;
  receiptNumber: string;
  date: string;
  seller: string;
  buyer: string;
  address: string;
  companyId: string;
  vatId: string;
  items: string;
  discount: string;
  vatRate: string;
  base: string;
  vat: string;
  total: string;
  paymentMethod: string;
}

export const receiptTexts: Readonly<Record<LabelLanguage, ReceiptTexts>> = {
  cs: {
    taxTitle: 'Zjednodušený daňový doklad',
    plainTitle: 'Doklad o prodeji',
    notVatPayer: 'Prodávající není plátcem DPH.',
    receiptNumber: 'Číslo dokladu',
    date: 'Datum',
    seller: 'Prodávající',
    buyer: 'Kupující',
    address: 'Adresa',
    companyId: 'IČO',
    vatId: 'DIČ',
    items: 'Položky',
    discount: 'sleva',
    vatRate: 'Sazba DPH',
    base: 'Základ',
    vat: 'DPH',
    total: 'Celkem',
    paymentMethod: 'Způsob platby',
  },
  sk: {
    taxTitle: 'Zjednodušená faktúra',
    plainTitle: 'Doklad o predaji',
    notVatPayer: 'Predávajúci nie je platiteľom DPH.',
    receiptNumber: 'Číslo dokladu',
    date: 'Dátum',
    seller: 'Predávajúci',
    buyer: 'Kupujúci',
    address: 'Adresa',
    companyId: 'IČO',
    // In Slovakia the VAT id is "IČ DPH"; "DIČ" is the plain tax id.
    vatId: 'IČ DPH',
    items: 'Položky',
    discount: 'zľava',
    vatRate: 'Sadzba DPH',
    base: 'Základ dane',
    vat: 'DPH',
    total: 'Spolu',
    paymentMethod: 'Spôsob platby',
  },
  en: {
    taxTitle: 'Simplified tax receipt',
    plainTitle: 'Sales receipt',
    notVatPayer: 'The seller is not registered for VAT.',
    receiptNumber: 'Receipt number',
    date: 'Date',
    seller: 'Seller',
    buyer: 'Buyer',
    address: 'Address',
    companyId: 'Company ID',
    vatId: 'VAT ID',
    items: 'Items',
    discount: 'discount',
    vatRate: 'VAT rate',
    base: 'Base',
    vat: 'VAT',
    total: 'Total',
    paymentMethod: 'Payment method',
  },
  de: {
    taxTitle: 'Vereinfachte Rechnung',
    plainTitle: 'Kaufbeleg',
    notVatPayer: 'Der Verkäufer ist nicht umsatzsteuerpflichtig.',
    receiptNumber: 'Belegnummer',
    date: 'Datum',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    address: 'Adresse',
    companyId: 'Firmennummer',
    vatId: 'USt-IdNr.',
    items: 'Positionen',
    discount: 'Rabatt',
    vatRate: 'USt-Satz',
    base: 'Netto',
    vat: 'USt',
    total: 'Gesamt',
    paymentMethod: 'Zahlungsart',
  },
};
