import { healthResponse, rootResponse } from '@repo/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './env';

const app = buildApp(loadEnv({ LOG_LEVEL: 'silent' }));
afterAll(() => app.close());

describe('pass service routes', () => {
  it('answers GET /health with the contract shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponse.parse(response.json()).status).toBe('ok');
  });

  it('names itself at GET /', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(rootResponse.parse(response.json()).name).toBe('pass');
  });

  it('answers unknown routes with a 404 error body', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorText: 'ERROR_NOT_FOUND' });
  });

  it('allows the storefront origin and not others', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/health',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    const other = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
