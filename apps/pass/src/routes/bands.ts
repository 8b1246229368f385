// Handlers of the public band endpoints.
import type { bandEndpoints } from '@repo/contract/bands';
import type { HandlersOf } from '../http/register-endpoint';

export const bandHandlers: HandlersOf<typeof bandEndpoints> = {};
