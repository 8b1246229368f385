// The code forms' values (text as typed) and the contract bodies they make: one code or many, discount or access.
import type {
  AccessCodeBody,
  AccessCodeBulkBody,
  DiscountCodeBody,
  DiscountCodeBulkBody,
} from '@repo/contract/hub-codes';
import { localInputToIso } from './datetime-input';
import { parseMoneyInput, parseOptionalCount, parsePercentInput } from './money-input';

export type CodeMode = 'single' | 'bulk';

export interface CodeFormValues {
  code: string;
  count: string;
  prefix: string;
  kind: 'percent' | 'fixed';
  value: string;
  usageLimit: string;
  ticketTypeIds: string[];
  validFrom: string;
  validUntil: string;
}

export function emptyCodeForm(): CodeFormValues {
  return {
    code: '',
    count: '10',
    prefix: '',
    kind: 'percent',
    value: '',
    usageLimit: '1',
    ticketTypeIds: [],
    validFrom: '',
    validUntil: '',
  };
}

const validity = (values: CodeFormValues, timeZone: string) => ({
  validFrom: localInputToIso(values.validFrom, timeZone),
  validUntil: localInputToIso(values.validUntil, timeZone),
});

const bulk = (values: CodeFormValues) => ({
  count: parseOptionalCount(values.count) ?? Number.NaN,
  prefix: values.prefix,
});

export function discountBodyFrom(values: CodeFormValues, timeZone: string): Omit<DiscountCodeBody, 'code'> {
  const value = values.kind === 'percent' ? parsePercentInput(values.value) : parseMoneyInput(values.value);
  return {
    kind: values.kind,
    value: value ?? Number.NaN,
    usageLimit: parseOptionalCount(values.usageLimit),
    ticketTypeIds: values.ticketTypeIds,
    ...validity(values, timeZone),
  };
}

export function discountCodeBodyFrom(values: CodeFormValues, timeZone: string): DiscountCodeBody {
  return { code: values.code, ...discountBodyFrom(values, timeZone) };
}

export function discountBulkBodyFrom(values: CodeFormValues, timeZone: string): DiscountCodeBulkBody {
  return { ...bulk(values), ...discountBodyFrom(values, timeZone) };
}

export function accessCodeBodyFrom(values: CodeFormValues, timeZone: string): AccessCodeBody {
  return { code: values.code, ticketTypeIds: values.ticketTypeIds, ...validity(values, timeZone) };
}

export function accessBulkBodyFrom(values: CodeFormValues, timeZone: string): AccessCodeBulkBody {
  return { ...bulk(values), ticketTypeIds: values.ticketTypeIds, ...validity(values, timeZone) };
}
