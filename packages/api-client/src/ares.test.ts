import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingInfoFromCompany } from './ares';
import { parsePassClientConfig } from './config';
import { createPassClient } from './pass-client';
import type { PassClient } from './pass-client';
import { createPassQueries, createQueryClient, passQueryKey } from './query-options';
import { aresFixture, startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
let client: PassClient;

beforeAll(async () => {
  server = await startTestServer();
  client = createPassClient(parsePassClientConfig({ baseUrl: server.url }));
});
afterAll(() => server.close());

describe('aresLookup', () => {
  it('sends the IČO as a query parameter and returns the parsed company', async () => {
    const answer = await client.aresLookup({ query: { ico: '27082440' } });
    expect(answer).toEqual({ errorText: 'OK', company: aresFixture });
    expect(server.requests.at(-1)).toEqual({ method: 'GET', url: '/pass/ares?ico=27082440' });
  });

  it('maps an unknown IČO to not_found (404) and a register outage to register_unavailable (503)', async () => {
    await expect(client.aresLookup({ query: { ico: '45274649' } })).rejects.toMatchObject({
      name: 'not_found',
      status: 404,
    });
    await expect(client.aresLookup({ query: { ico: '25596641' } })).rejects.toMatchObject({
      name: 'register_unavailable',
      status: 503,
    });
  });

  it('has query options keyed by the IČO', async () => {
    const passQueries = createPassQueries(client);
    const options = passQueries.aresLookup({ query: { ico: '27082440' } });
    expect(options.queryKey).toEqual(passQueryKey('aresLookup', { query: { ico: '27082440' } }));
    const data = await createQueryClient().fetchQuery(options);
    expect(data.company.name).toBe('Alza.cz a.s.');
  });
});

describe('billingInfoFromCompany', () => {
  it('fills every billing field from the company', () => {
    expect(billingInfoFromCompany(aresFixture)).toEqual({
      countryId: 1,
      city: 'Praha',
      address: 'Jankovcova 1522/53',
      postalCode: '17000',
      companyName: 'Alza.cz a.s.',
      vatId: 'CZ27082440',
    });
  });

  it('keeps a missing VAT id null and gives null without an office', () => {
    expect(billingInfoFromCompany({ ...aresFixture, dic: null })?.vatId).toBeNull();
    expect(billingInfoFromCompany({ ...aresFixture, address: null })).toBeNull();
  });
});
