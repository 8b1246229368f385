import { describe, expect, it } from 'vitest';
import { endpointFamilies, endpointList } from './routes';
import { buildOpenApiDocument } from './openapi';

describe('route table', () => {
  it('gives every endpoint a unique id and a unique method + path', () => {
    const ids = endpointList.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = endpointList.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keys every family by the endpoint ids', () => {
    for (const family of Object.values(endpointFamilies)) {
      for (const [key, endpoint] of Object.entries(family)) expect(endpoint.id).toBe(key);
    }
  });

  it('generates an OpenAPI operation for every endpoint', () => {
    const document = buildOpenApiDocument(endpointList, { title: 'pass', version: '1' });
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(endpointList.length);
  });
});
