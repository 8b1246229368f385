// Handlers of the chip credit endpoints.
import type { chipCreditEndpoints } from '@repo/contract/chip-credit';
import type { HandlersOf } from '../http/register-endpoint';

export const chipCreditHandlers: HandlersOf<typeof chipCreditEndpoints> = {};
