// Test helpers of the organiser's catalogue endpoints: the demo owner's token, writes remembered as they succeed,
// and the audit log's actions of one contract family, to compare with them.
import { accountEndpoints } from '@repo/contract/accounts';
import type { EndpointDefinition } from '@repo/contract/endpoint';
import { hubAuditEndpoints } from '@repo/contract/hub-audit';
import { demoAccount } from '../db/seed/demo-ids';
import { accountClient } from './account-helpers';
import { callEndpoint } from './organizer-helpers';
import type { TestApp } from './test-app';

/** The seeded demo account (owner of the festival organizer), signed in. */
export async function demoOwnerToken(t: TestApp): Promise<string> {
  const login = await accountClient(t).post('/pass/account/login', {
    email: demoAccount.email,
    password: demoAccount.password,
  });
  return accountEndpoints.login.response.parse(login.json()).account.token;
}

/** callEndpoint that remembers the endpoint of every call answered 200 (the writes the audit log must show). */
export function recordingWrites() {
  const writes: string[] = [];
  async function write(...args: Parameters<typeof callEndpoint>) {
    const response = await callEndpoint(...args);
    if (response.statusCode === 200) writes.push(args[1].id);
    return response;
  }
  return { writes, write };
}

/** The audit log of the organizer, newest first: entries whose action is an endpoint of `family`. */
export async function auditEntriesOf(
  t: TestApp,
  token: string,
  organizerId: string,
  family: Record<string, EndpointDefinition>,
) {
  const answer = await callEndpoint(
    t,
    hubAuditEndpoints.hubAuditLog,
    { params: { organizerId }, query: { limit: 200 } },
    token,
  );
  const log = hubAuditEndpoints.hubAuditLog.response.parse(answer.json());
  return log.entries.filter((entry) => entry.action in family);
}
