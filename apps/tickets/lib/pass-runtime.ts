// The pass API client of the browser, loaded on demand: axios, zod and the contract's schemas weigh ~65 KB
// gzipped, so pages fetch their first data on the server and bring this in only once the visitor acts or
// live data is due (see Providers and docs/benchmarks.md).
import type { PassClientConfig, PassClientConfigInput } from '@repo/api-client/config';
import { parsePassClientConfig } from '@repo/api-client/config';
import { createHttp } from '@repo/api-client/http';
import { callEndpoint, createPassClient } from '@repo/api-client/pass-client';
import type { PassClient } from '@repo/api-client/pass-client';
import { createQueryClient, shouldRetryQuery } from '@repo/api-client/query-options';
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import type { DefaultOptions } from '@tanstack/react-query';
import type { z } from 'zod';

export interface PassRuntime {
  readonly passConfig: PassClientConfig;
  readonly pass: PassClient;
  /** The api-client's QueryClient defaults (spec section 9), applied to the page's QueryClient on load. */
  readonly queryDefaults: DefaultOptions;
  /** The api-client's retry rule (no retry of a 4xx), for queries that started before the client loaded. */
  readonly shouldRetryQuery: (failureCount: number, error: unknown) => boolean;
  /** Creates an order from a hold with an Idempotency-Key, so a retried submit finds the same order. */
  createOrder(
    body: z.input<typeof orderEndpoints.orderCreate.body>,
    idempotencyKey: string,
  ): ReturnType<PassClient['orderCreate']>;
  /** Holds tickets with the waiting room's admission headers (none when the event has no waiting room). */
  createHold(
    body: z.input<typeof reservationEndpoints.reservationCreate.body>,
    headers: Record<string, string>,
  ): ReturnType<PassClient['reservationCreate']>;
  /** Adds extra products to a paid order of the signed-in account, with an Idempotency-Key like createOrder. */
  createExtraOrder(
    body: z.input<typeof orderEndpoints.orderCreateExtra.body>,
    idempotencyKey: string,
  ): ReturnType<PassClient['orderCreateExtra']>;
}

export function createPassRuntime(input: PassClientConfigInput): PassRuntime {
  const passConfig = parsePassClientConfig(input, 'passBaseUrl');
  const pass = createPassClient(passConfig);
  return {
    passConfig,
    pass,
    queryDefaults: createQueryClient().getDefaultOptions(),
    shouldRetryQuery,
    createOrder: (body, idempotencyKey) => {
      const http = createHttp(passConfig);
      http.defaults.headers.common['idempotency-key'] = idempotencyKey;
      return callEndpoint(http, orderEndpoints.orderCreate, { body });
    },
    createHold: (body, headers) => {
      const http = createHttp(passConfig);
      Object.assign(http.defaults.headers.common, headers);
      return callEndpoint(http, reservationEndpoints.reservationCreate, { body });
    },
    createExtraOrder: (body, idempotencyKey) => {
      const http = createHttp(passConfig);
      http.defaults.headers.common['idempotency-key'] = idempotencyKey;
      return callEndpoint(http, orderEndpoints.orderCreateExtra, { body });
    },
  };
}
