import { healthResponse, rootResponse, serviceEndpoints } from '@repo/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList } from '@repo/contract';
import { startTestApp, testDatabaseKinds } from './test/test-app';
import type { TestApp } from './test/test-app';

describe.each(testDatabaseKinds)('service routes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  it('answers GET /health when the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponse.parse(response.json())).toMatchObject({ status: 'ok', database: kind });
  });

  it('names itself at GET / and GET /pass', async () => {
    expect(rootResponse.parse((await t.app.inject({ url: '/' })).json()).name).toBe('pass');
    const status = await t.app.inject({ url: '/pass' });
    expect(serviceEndpoints.passStatus.response.parse(status.json()).status).toBe('ok');
  });

  it('tells the build and database kind at /pass/debug-info, nothing secret', async () => {
    const response = await t.app.inject({ url: '/pass/debug-info' });
    const body = serviceEndpoints.debugInfo.response.parse(response.json());
    expect(body.database).toBe(kind);
    expect(body.migrationsApplied).toBe(t.database.expectedMigrations);
    expect(response.body).not.toMatch(/postgres:\/\//);
  });

  it('answers unknown routes with a 404 error body', async () => {
    const response = await t.app.inject({ url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorText: 'ERROR_NOT_FOUND', type: 'not_found' });
  });

  it('rejects malformed agent headers with 400 and names the header', async () => {
    const response = await t.app.inject({ url: '/pass', headers: { 'x-language-id': 'cz' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorText: 'ERROR_INVALID_HEADER' });
    expect(response.json().message).toMatch(/x-language-id/);
  });

  it('serves the OpenAPI document and the interactive docs', async () => {
    const document = (await t.app.inject({ url: '/docs/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/health'].get.operationId).toBe('health');
    const ui = await t.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
  });

  it('allows the storefront origin and not others', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await t.app.inject({ url: '/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the storefront and the hub preflight every method the contract uses', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/pass/hub/organizers/x/members/y',
        headers: { origin: 'http://localhost:3001', 'access-control-request-method': method },
      });
      expect(preflight.statusCode, method).toBe(204);
      const allowed = String(preflight.headers['access-control-allow-methods']).split(/, */);
      if (endpointList.some((endpoint) => endpoint.method === method))
        expect(allowed, method).toContain(method);
    }
  });

  it('reports 503 when the database is unreachable', async () => {
    const broken = await startTestApp(kind, { seed: false });
    await broken.database.close();
    const response = await broken.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorText: 'ERROR_DATABASE_UNAVAILABLE' });
    await broken.app.close();
    if (kind === 'postgres') await broken.database.dispose().catch(() => undefined);
  });
});
