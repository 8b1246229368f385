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
    description: optionalTranslated('description'),
    logoUrl: text('logo_url'),
    primaryColor: text('primary_color').notNull().default('#6D28D9'),
    secondaryColor: text('secondary_color').notNull().default('#F5F3FF'),
    countryId: integer('country_id').notNull(),
    currencyId: integer('currency_id').notNull(),
    vatId: text('vat_id'),
    companyId: text('company_id'),
    iban: text('iban'),
    website: text('website'),
    email: text('email'),
    visible: boolean('visible').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [check('organizer_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);
