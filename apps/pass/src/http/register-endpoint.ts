// Registers a contract endpoint on Fastify: checks the caller against the endpoint's declared access, validates
// params, query and body with its zod schemas, then runs the handler (organizer writes with their audit row).
import type { Db } from '../db/database';
import { insertAuditRow } from '../db/queries/audit-log';
import type { AuditRowBase } from '../db/queries/audit-log';
import { toRoutePattern } from '@repo/contract/endpoint';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@repo/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { needsCredentials } from '@repo/contract/access';
import { readCredential, unauthorized } from './authenticate';
import { authorize, resourceWhat } from './authorize';
import { HttpError } from './http-error';
import type { OrganizerPrincipal, PrincipalFor } from './principal';
import { readRequestContext } from './request-context';
import type { ResponseCache } from './response-cache';
import type { RequestContext } from './request-context';

/** What an organizer write tells the audit log beyond who and which endpoint; by default the addressed resource. */
export interface AuditNote {
  /** The resource the write created or changed, e.g. ('apiKey', id) for a new key. */
  resource(type: string, id: string): void;
  /** Extra facts worth keeping (never secrets), e.g. the new role. */
  detail(values: Record<string, unknown>): void;
  /**
   * Takes the audit row over: the handler writes it inside its own write's statement (a till sale, where each
   * round trip counts) from this base, and the registry writes none. A call that then writes nothing (a retry
   * answered with the first sale) leaves no row, as it changed nothing.
   */
  claim(): AuditRowBase;
}

export interface HandlerInput<E extends EndpointDefinition> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  ctx: RequestContext;
  /** The verified caller, typed by the endpoint's access. */
  principal: PrincipalFor<E['access']>;
  /** Organizer and device writes: what to record in the audit row (written in the write's transaction). */
  audit: AuditNote;
  /**
   * Organizer and device writes: runs `callback` once the write has committed (e.g. announce a change). A
   * callback that returns a promise is awaited before the answer is sent (a provider's call that must not run
   * inside the write's transaction, whose outcome the answer reports).
   */
  afterCommit(callback: () => void | Promise<void>): void;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDefinition> = (input: HandlerInput<E>) => Promise<EndpointResponse<E>>;

const ownStatement = new WeakSet<object>();

/**
 * Marks a write handler whose write is one statement, atomic on its own, that also writes the audit row (it calls
 * audit.claim()): the registry runs it without a transaction around it, two round trips fewer (a till's sale).
 */
export function inOneStatement<H extends object>(handler: H): H {
  ownStatement.add(handler);
  return handler;
}

/** One handler per endpoint of a contract family; the type makes a missing handler a compile error. */
export type HandlersOf<Family extends Record<string, EndpointDefinition>> = {
  [K in keyof Family]: Handler<Family[K]>;
};

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw new HttpError(400, 'INVALID_INPUT', details);
}

export interface AccessConfig {
  /** Bearer token of the operator endpoints; null turns them off (403). */
  operatorToken: string | null;
}

export interface RegisterOptions {
  /** Catalogue families pass the response cache; their GET answers are then shared for its TTL. */
  cache?: ResponseCache;
}

/** The audit row's collector; the default resource is what the access rule addressed. */
function auditCollector(
  principal: OrganizerPrincipal | null,
  access: EndpointDefinition['access'],
  base: () => AuditRowBase,
) {
  const note = {
    resourceType: 'organizer',
    resourceId: principal?.organizerId ?? '',
    detail: {} as Record<string, unknown>,
    claimed: false,
  };
  if (access.kind === 'organizer' && principal) {
    const field = access.resource.split('.')[1] as keyof typeof resourceWhat;
    note.resourceType = resourceWhat[field];
    note.resourceId =
      field === 'organizerId' ? principal.organizerId : field === 'eventId' ? (principal.eventId ?? '') : '';
  }
  const api: AuditNote = {
    resource(type, id) {
      note.resourceType = type;
      note.resourceId = id;
    },
    detail(values) {
      Object.assign(note.detail, values);
    },
    claim() {
      note.claimed = true;
      return base();
    },
  };
  return { note, api };
}

export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  db: Db,
  access: AccessConfig,
  endpoint: E,
  handler: Handler<E>,
  options: RegisterOptions = {},
): void {
  const rule = endpoint.access;
  const cache = endpoint.method === 'GET' && rule.kind === 'public' ? options.cache : undefined;
  // Every write by an organizer member, API key or device leaves an audit row in the write's transaction.
  const audited = endpoint.method !== 'GET' && (rule.kind === 'organizer' || rule.kind === 'device');
  app.route({
    method: endpoint.method,
    url: toRoutePattern(endpoint.path),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request, reply) => {
      const ctx = readRequestContext(request);
      if (rule.kind === 'operator' && !access.operatorToken) {
        throw new HttpError(
          403,
          'IMPORT_DISABLED',
          'Operator endpoints are off: set OPERATOR_TOKEN (or BANK_IMPORT_TOKEN) to enable them',
        );
      }
      // Credentials before input: a caller without them learns nothing about what the endpoint accepts.
      const credential =
        rule.kind === 'public'
          ? ({ kind: 'none' } as const)
          : await readCredential(db, request, {
              operatorToken: rule.kind === 'operator' ? access.operatorToken : null,
            });
      if (credential.kind === 'none' && needsCredentials(rule)) {
        throw unauthorized('This call needs credentials (Authorization: Bearer <token>)');
      }
      const parsed = {
        params: parsePart(endpoint.params, request.params, 'params'),
        query: parsePart(endpoint.query, request.query, 'query'),
        body: endpoint.body ? parsePart(endpoint.body, request.body, 'body') : undefined,
      };
      const principal = await authorize(db, rule, credential, parsed);
      const organizerPrincipal = rule.kind === 'organizer' ? (principal as OrganizerPrincipal) : null;
      // Who writes: known before the handler runs, so a handler may write the audit row itself (AuditNote.claim).
      const auditBase = (): AuditRowBase => {
        const actor =
          organizerPrincipal?.actor ??
          (principal.kind === 'device'
            ? { kind: 'device' as const, id: principal.device.deviceId, name: principal.device.name }
            : undefined);
        const organizerId =
          organizerPrincipal?.organizerId ??
          (principal.kind === 'device' ? principal.device.organizerId : '');
        if (!actor) throw new Error(`Audited endpoint ${endpoint.id} without an actor`);
        return {
          organizerId,
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
          action: endpoint.id,
        };
      };
      const { note, api } = auditCollector(organizerPrincipal, rule, auditBase);
      const committed: (() => void | Promise<void>)[] = [];
      const afterCommit = (callback: () => void | Promise<void>) => void committed.push(callback);
      const input = {
        ...parsed,
        ctx,
        principal,
        audit: api,
        afterCommit,
        db,
        request,
        reply,
      } as HandlerInput<E>;
      if (audited) {
        // A handler whose write is one statement runs without a transaction around it and wrote its audit row.
        const inOwnStatement = ownStatement.has(handler);
        const answer = inOwnStatement
          ? await handler(input)
          : await db.transaction(async (tx) => {
              const output = await handler({ ...input, db: tx });
              if (!note.claimed) {
                const base = auditBase();
                await insertAuditRow(tx, {
                  ...base,
                  resourceType: note.resourceType,
                  resourceId: note.resourceId || base.organizerId,
                  detail: note.detail,
                });
              }
              return output;
            });
        if (inOwnStatement && !note.claimed) {
          throw new Error(`${endpoint.id} runs as one statement but did not write its audit row`);
        }
        void reply.header('cache-control', 'no-store');
        for (const callback of committed) await callback();
        return answer;
      }
      if (endpoint.produces) {
        const output = await handler(input);
        // A handler may pick a sibling type (SVG instead of PNG); otherwise the contract's type applies.
        if (!reply.hasHeader('content-type')) void reply.type(endpoint.produces);
        // Documents of orders are never stored; a handler of immutable public pictures may say otherwise.
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
        return reply.send(output);
      }
      if (!cache) {
        void reply.header('cache-control', 'no-store');
        return handler(input);
      }
      // Validation ran above, so only well-formed requests reach the cache; the language picks the texts.
      const { json, hit } = await cache.get(`${ctx.languageId} ${request.url}`, () => handler(input));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', `public, max-age=${cache.ttlSeconds}`)
        .header('vary', 'x-language-id')
        .header('x-cache', hit ? 'hit' : 'miss')
        .send(json);
    },
  });
}

export function registerFamily<Family extends Record<string, EndpointDefinition>>(
  app: FastifyInstance,
  db: Db,
  access: AccessConfig,
  family: Family,
  handlers: HandlersOf<Family>,
  options: RegisterOptions = {},
): void {
  for (const key of Object.keys(family) as (keyof Family & string)[]) {
    registerEndpoint(app, db, access, family[key] as Family[typeof key], handlers[key], options);
  }
}
