// Which text explains a failed catalogue save: the catalogue's own domain errors, else the hub's usual texts.
import { passErrorKey } from './pass-error-text';

const catalogueKeys: Readonly<Record<string, string>> = {
  below_sold: 'belowSold',
  ticket_type_has_sales: 'ticketTypeHasSales',
  code_taken: 'codeTaken',
  quota_not_found: 'notFound',
  ticket_group_not_found: 'notFound',
  product_group_not_found: 'notFound',
  variant_value_not_found: 'notFound',
  ticket_type_not_found: 'notFound',
  ticket_product_not_found: 'notFound',
  discount_code_not_found: 'notFound',
  access_code_not_found: 'notFound',
  supercoupon_not_found: 'notFound',
  stage_not_found: 'notFound',
  programme_entry_not_found: 'notFound',
  artist_not_found: 'notFound',
  stage_not_empty: 'stageNotEmpty',
};

export function catalogueErrorKey(error: unknown): string {
  const name = error instanceof Error ? error.name : null;
  const key = name === null ? undefined : catalogueKeys[name];
  return key ? `main::hubPages.catalogue.errors.${key}` : passErrorKey(error);
}
