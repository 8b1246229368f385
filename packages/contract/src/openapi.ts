// Generates the OpenAPI 3.1 document from the endpoint definitions; nothing in it is written by hand.
import { z } from 'zod';
import { describeAccess, needsCredentials, securitySchemesOf } from './access';
import { errorBody } from './common';
import type { EndpointDefinition, ErrorStatus } from './endpoint';
import { agentHeaders, storefrontBrandIds } from './headers';

type JsonSchema = Record<string, unknown>;

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Invalid input: the message says which parameter and why',
  401: 'Missing or invalid bearer token',
  403: 'Not allowed for these credentials (another organizer, or a role without the right)',
  404: 'No such resource',
  409: 'Conflict, such as sold out',
  410: 'Gone, such as an expired hold',
  422: 'Business rule violated',
  429: 'Too many attempts',
  503: 'A dependency is unavailable',
};

const securitySchemes = {
  account: { type: 'http', scheme: 'bearer', description: "An account's sign-in token (login)" },
  apiKey: { type: 'http', scheme: 'bearer', description: 'An organizer API key (ok_…), scoped to a role' },
  device: { type: 'http', scheme: 'bearer', description: 'A paired door scanner or bar till (dv_…)' },
  operator: { type: 'http', scheme: 'bearer', description: 'The operator token of internal jobs' },
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parametersOf(shape: z.ZodObject<z.ZodRawShape> | undefined, location: 'path' | 'query') {
  if (!shape) return [];
  return Object.entries(shape.shape).map(([name, field]) => ({
    name,
    in: location,
    required: location === 'path' || !(field as z.ZodType).safeParse(undefined).success,
    schema: toSchema(field as z.ZodType, 'input'),
  }));
}

const headerParameters = [
  {
    name: agentHeaders.languageId,
    in: 'header',
    required: false,
    description: 'Language of translated texts: 1 cs (default), 2 sk, 3 en, 4 de; others fall back to cs.',
    schema: { type: 'string', pattern: '^\\d{1,5}$' },
  },
  {
    name: agentHeaders.agentSource,
    in: 'header',
    required: false,
    description: 'reqSource id of the calling channel: 1 WEB (default), 2 MOBILE_ANDROID, 3 MOBILE_IOS, ...',
    schema: { type: 'string', pattern: '^\\d{1,5}$' },
  },
  {
    name: agentHeaders.storefrontBrand,
    in: 'header',
    required: false,
    description:
      'Storefront brand an order is placed on (platform or a partner brand id); links sent to the buyer use its host.',
    schema: { type: 'string', enum: storefrontBrandIds },
  },
  {
    name: agentHeaders.agentVersion,
    in: 'header',
    required: false,
    description: 'Version of the calling app, for logs and support.',
    schema: { type: 'string', maxLength: 64 },
  },
];

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export function buildOpenApiDocument(endpoints: readonly EndpointDefinition[], info: OpenApiInfo) {
  const errorSchema = toSchema(errorBody, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const errorStatuses = new Set<ErrorStatus>(endpoint.errors ?? []);
    if (endpoint.params || endpoint.query || endpoint.body) errorStatuses.add(400);
    if (needsCredentials(endpoint.access)) errorStatuses.add(401);
    if (endpoint.access.kind === 'organizer' || endpoint.access.kind === 'device') errorStatuses.add(403);
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK',
        content: endpoint.produces
          ? { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } }
          : { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
      },
    };
    for (const status of [...errorStatuses].sort()) {
      responses[status] = {
        description: errorDescriptions[status],
        content: { 'application/json': { schema: errorSchema } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: describeAccess(endpoint.access),
      tags: [endpoint.tag],
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
        ...(endpoint.headers ?? []).map((header) => ({
          name: header.name,
          in: 'header',
          required: header.required ?? false,
          description: header.description,
          schema: { type: 'string' },
        })),
        ...headerParameters,
      ],
      responses,
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { [endpoint.consumes ?? 'application/json']: { schema: toSchema(endpoint.body, 'input') } },
      };
    }
    const schemes = securitySchemesOf(endpoint.access);
    if (schemes.length > 0) {
      // Optional sign-in lists the empty requirement too: OpenAPI's way of saying "or nothing".
      operation.security = [
        ...schemes.map((scheme) => ({ [scheme]: [] })),
        ...(needsCredentials(endpoint.access) ? [] : [{}]),
      ];
    }
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes },
  };
}
