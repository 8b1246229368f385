// Handlers of the program and line-up endpoints.
import type { programEndpoints } from '@repo/contract/program';
import type { HandlersOf } from '../http/register-endpoint';

export const programHandlers: HandlersOf<typeof programEndpoints> = {};
