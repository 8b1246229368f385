// Organizers: who sells, in which currency, with which VAT id and bank account.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTranslated } from './columns';

export const organizers = pgTable(
  'organizer',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The registered company name on tax documents; null means the name. */
    legalName: text('legal_name'),
    description: optionalTranslated('description'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull().default('#6D28D9'),
    secondaryColor: text('secondary_color').notNull().default('#F5F3FF'),
    countryId: integer('country_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** The VAT id (Czech DIČ "CZ27082440", Slovak IČ DPH "SK2023456710"); null for a seller not registered for VAT. */
    vatId: text('vat_id'),
    /** IČO. */
    companyId: text('company_id'),
    /** Slovak DIČ (10 digits), which Slovak invoices carry beside the IČ DPH; null where the VAT id is the tax id. */
    taxId: text('tax_id'),
    /** Registered office, printed on full tax documents: street with numbers, postal code, city. */
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    iban: text('iban'),
    website: text('website'),
    email: text('email'),
    /** language enumeration id of e-mails and documents when the buyer chose none (1 = Czech). */
    defaultLanguageId: integer('default_language_id').notNull().default(1),
    termsUrl: text('terms_url'),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [check('organizer_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
