// Reads the agent headers of spec section 7 in one place: language (picks texts), agent source and version.
import { agentHeaders, agentHeaderValues } from '@repo/contract/headers';
import { isLabelLanguage, language, reqSource } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { isPartnerBrandId } from '@repo/links/brand-hosts';
import type { PartnerBrandId } from '@repo/links/brand-hosts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface RequestContext {
  /** Language of visitor-facing texts; unsupported or unknown ids fall back to Czech. */
  readonly language: LabelLanguage;
  readonly languageId: number;
  /** reqSource id of the caller; WEB when the header is absent. */
  readonly agentSource: number;
  readonly agentVersion: string | null;
  /** The partner storefront the call came through; null for the platform's own or none named. */
  readonly brandId: PartnerBrandId | null;
}

export function readRequestContext(request: FastifyRequest): RequestContext {
  const parsed = agentHeaderValues.safeParse({
    [agentHeaders.agentVersion]: request.headers[agentHeaders.agentVersion],
    [agentHeaders.agentSource]: request.headers[agentHeaders.agentSource],
    [agentHeaders.languageId]: request.headers[agentHeaders.languageId],
    [agentHeaders.storefrontBrand]: request.headers[agentHeaders.storefrontBrand],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      'INVALID_HEADER',
      `Header ${String(issue?.path[0])} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const headers = parsed.data;

  const requested = language.find(Number(headers[agentHeaders.languageId] ?? language.ids.czech));
  const resolved =
    requested?.supported && isLabelLanguage(requested.code) ? requested : language.byKey('czech');

  const source = Number(headers[agentHeaders.agentSource] ?? reqSource.ids.WEB);
  if (!reqSource.has(source) || source === 0) {
    throw new HttpError(
      400,
      'INVALID_HEADER',
      `Header ${agentHeaders.agentSource} has no reqSource with id ${source}`,
    );
  }

  const brand = headers[agentHeaders.storefrontBrand];
  return {
    language: isLabelLanguage(resolved.code) ? resolved.code : 'cs',
    languageId: resolved.id,
    agentSource: source,
    agentVersion: headers[agentHeaders.agentVersion] ?? null,
    brandId: isPartnerBrandId(brand) ? brand : null,
  };
}
