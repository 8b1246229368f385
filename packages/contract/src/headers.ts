// The request headers of spec section 7 (agent version, agent source, language id) and the storefront brand.
import { partnerBrandHosts } from '@repo/links/brand-hosts';
import { z } from 'zod';

export const agentHeaders = {
  agentVersion: 'x-agent-version',
  agentSource: 'x-agent-source',
  languageId: 'x-language-id',
  /** The storefront brand an order is placed on; its buyer's links (e-mail, gateway return) go to that host. */
  storefrontBrand: 'x-storefront-brand',
} as const;

/** `platform` (the platform's own storefront) or a partner brand id. */
export const storefrontBrandIds = ['platform', ...Object.keys(partnerBrandHosts)] as [string, ...string[]];

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
  [agentHeaders.storefrontBrand]: z
    .enum(storefrontBrandIds, { error: `must be one of ${storefrontBrandIds.join(', ')}` })
    .optional(),
});
