// Test helpers for organizer access: calling any contract endpoint by its definition, and making members of
// each role, API keys and paired devices through the real endpoints (invitation e-mail included).
import type { EndpointDefinition } from '@repo/contract/endpoint';
import { fillPath } from '@repo/contract/endpoint';
import { hubApiKeyEndpoints } from '@repo/contract/hub-api-keys';
import { hubTeamEndpoints } from '@repo/contract/hub-team';
import { deviceEndpoints, hubDeviceEndpoints } from '@repo/contract/devices';
import type { DeviceKind } from '@repo/contract/access';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { accountClient } from './account-helpers';
import type { TestApp } from './test-app';

export interface EndpointInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Calls an endpoint the way a client would: its method, its path filled in, its query and JSON body. */
export function callEndpoint(
  t: TestApp,
  endpoint: EndpointDefinition,
  input: EndpointInput = {},
  token?: string,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return t.app.inject({
    method: endpoint.method,
    url: `${fillPath(endpoint.path, input.params)}${query ? `?${query}` : ''}`,
    payload: input.body as never,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The token of the invitation link in an invitation e-mail. */
export function invitationToken(text: string): string {
  const token = /invitation\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
}

export function organizerClient(t: TestApp) {
  const accounts = accountClient(t);
  let counter = 0;

  /** A verified account that accepted an invitation of the organizer with the role; returns its token. */
  async function member(
    ownerToken: string,
    organizerId: string,
    role: OrganizerRoleKey,
    eventIds?: string[],
  ): Promise<{ token: string; accountId: string; email: string }> {
    counter += 1;
    const email = `${role.toLowerCase()}-${counter}-${Date.now()}@example.cz`;
    const session = await accounts.verifiedAccount(email);
    const invited = await callEndpoint(
      t,
      hubTeamEndpoints.hubMemberInvite,
      { params: { organizerId }, body: { email, role, eventIds } },
      ownerToken,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const token = invitationToken((await accounts.lastMailTo(email)).text);
    const accepted = await callEndpoint(
      t,
      hubTeamEndpoints.hubInvitationAccept,
      { body: { token } },
      session.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { token: session.token, accountId: session.accountId, email };
  }

  async function apiKey(ownerToken: string, organizerId: string, scope: OrganizerRoleKey) {
    const created = await callEndpoint(
      t,
      hubApiKeyEndpoints.hubApiKeyCreate,
      { params: { organizerId }, body: { name: `Key ${scope}`, scope } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    return hubApiKeyEndpoints.hubApiKeyCreate.response.parse(created.json());
  }

  async function pairedDevice(ownerToken: string, eventId: string, kind: DeviceKind, name = 'Gate B') {
    const created = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDeviceCreate,
      { params: { eventId }, body: { kind, name } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { device, pairing } = hubDeviceEndpoints.hubDeviceCreate.response.parse(created.json());
    const paired = await callEndpoint(t, deviceEndpoints.devicePair, {
      body: { pairingCode: pairing.pairingCode },
    });
    expect(paired.statusCode, paired.body).toBe(200);
    return { device, token: deviceEndpoints.devicePair.response.parse(paired.json()).token };
  }

  return { accounts, member, apiKey, pairedDevice };
}
