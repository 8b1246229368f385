// The request headers of spec section 7: agent version, agent source (reqSource id) and language id.
import { z } from 'zod';

export const agentHeaders = {
  agentVersion: 'x-agent-version',
  agentSource: 'x-agent-source',
  languageId: 'x-language-id',
} as const;

/** Header values as they arrive (strings); the pass service resolves defaults and fallbacks. */
export const agentHeaderValues = z.object({
  [agentHeaders.agentVersion]: z.string().max(64).optional(),
  [agentHeaders.agentSource]: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a reqSource id (1 = WEB)' })
    .optional(),
  [agentHeaders.languageId]: z
    .string()
    .regex(/^\d{1,5}$/, { error: 'must be a language id (1 cs, 2 sk, 3 en, 4 de)' })
    .optional(),
});
