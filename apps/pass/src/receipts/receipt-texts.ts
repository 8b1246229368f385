// Receipt labels in the four interface languages, in the terms each country's tax documents use.
import type { LabelLanguage } from '@repo/enums';

export interface ReceiptTexts {
  /** Title of a simplified tax document issued by a VAT payer. */
  taxTitle: string;
  /** Title of a full tax document (above the simplified document's limit, or for a company buyer). */
  fullTitle: string;
  /** Title when the seller has no VAT id: such a seller may not issue a tax document. */
  plainTitle: string;
  notVatPayer: string;
  receiptNumber: string;
  date: string;
  /** Date of issue on a full tax document. */
  issueDate: string;
  /** Date of taxable supply (DUZP): when the payment was received. */
  taxableSupplyDate: string;
  seller: string;
  buyer: string;
  address: string;
  companyId: string;
  vatId: string;
  /** The VAT id's label beside a separate tax id (Slovak IČ DPH beside DIČ). */
  vatIdBesideTaxId: string;
  /** The tax id that is not the VAT id (Slovak DIČ). */
  taxId: string;
  items: string;
  /** Before a part of a bundled line: "of which". */
  ofWhich: string;
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
    fullTitle: 'Daňový doklad',
    plainTitle: 'Doklad o prodeji',
    notVatPayer: 'Prodávající není plátcem DPH.',
    receiptNumber: 'Číslo dokladu',
    date: 'Datum',
    issueDate: 'Datum vystavení',
    taxableSupplyDate: 'Datum uskutečnění zdanitelného plnění',
    seller: 'Prodávající',
    buyer: 'Kupující',
    address: 'Adresa',
    companyId: 'IČO',
    vatId: 'DIČ',
    vatIdBesideTaxId: 'IČ DPH',
    taxId: 'DIČ',
    items: 'Položky',
    ofWhich: 'z toho',
    discount: 'sleva',
    vatRate: 'Sazba DPH',
    base: 'Základ',
    vat: 'DPH',
    total: 'Celkem',
    paymentMethod: 'Způsob platby',
  },
  sk: {
    taxTitle: 'Zjednodušená faktúra',
    fullTitle: 'Faktúra',
    plainTitle: 'Doklad o predaji',
    notVatPayer: 'Predávajúci nie je platiteľom DPH.',
    receiptNumber: 'Číslo dokladu',
    date: 'Dátum',
    issueDate: 'Dátum vyhotovenia',
    taxableSupplyDate: 'Dátum dodania (prijatia platby)',
    seller: 'Predávajúci',
    buyer: 'Kupujúci',
    address: 'Adresa',
    companyId: 'IČO',
    // In Slovakia the VAT id is "IČ DPH"; "DIČ" is the plain tax id.
    vatId: 'IČ DPH',
    vatIdBesideTaxId: 'IČ DPH',
    taxId: 'DIČ',
    items: 'Položky',
    ofWhich: 'z toho',
    discount: 'zľava',
    vatRate: 'Sadzba DPH',
    base: 'Základ dane',
    vat: 'DPH',
    total: 'Spolu',
    paymentMethod: 'Spôsob platby',
  },
  en: {
    taxTitle: 'Simplified tax receipt',
    fullTitle: 'Tax invoice',
    plainTitle: 'Sales receipt',
    notVatPayer: 'The seller is not registered for VAT.',
    receiptNumber: 'Receipt number',
    date: 'Date',
    issueDate: 'Date of issue',
    taxableSupplyDate: 'Date of taxable supply',
    seller: 'Seller',
    buyer: 'Buyer',
    address: 'Address',
    companyId: 'Company ID',
    vatId: 'VAT ID',
    vatIdBesideTaxId: 'VAT ID',
    taxId: 'Tax ID',
    items: 'Items',
    ofWhich: 'of which',
    discount: 'discount',
    vatRate: 'VAT rate',
    base: 'Base',
    vat: 'VAT',
    total: 'Total',
    paymentMethod: 'Payment method',
  },
  de: {
    taxTitle: 'Vereinfachte Rechnung',
    fullTitle: 'Rechnung',
    plainTitle: 'Kaufbeleg',
    notVatPayer: 'Der Verkäufer ist nicht umsatzsteuerpflichtig.',
    receiptNumber: 'Belegnummer',
    date: 'Datum',
    issueDate: 'Rechnungsdatum',
    taxableSupplyDate: 'Leistungsdatum',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    address: 'Adresse',
    companyId: 'Firmennummer',
    vatId: 'USt-IdNr.',
    vatIdBesideTaxId: 'USt-IdNr.',
    taxId: 'Steuernummer',
    items: 'Positionen',
    ofWhich: 'davon',
    discount: 'Rabatt',
    vatRate: 'USt-Satz',
    base: 'Netto',
    vat: 'USt',
    total: 'Gesamt',
    paymentMethod: 'Zahlungsart',
  },
};
