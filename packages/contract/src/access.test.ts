import { describe, expect, it } from 'vitest';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import { permissionRoles, roleHasPermission } from './access';
import type { Permission } from './access';
import { buildOpenApiDocument } from './openapi';
import { endpointList } from './routes';

describe('access in the contract', () => {
  it('gives the owner every permission and the accountant nothing that writes', () => {
    for (const permission of Object.keys(permissionRoles) as Permission[]) {
      expect(roleHasPermission('owner', permission)).toBe(true);
    }
    expect(roleHasPermission('accountant', 'reports')).toBe(true);
    expect(roleHasPermission('accountant', 'orders')).toBe(false);
    expect(roleHasPermission('accountant', 'events')).toBe(false);
    expect(roleHasPermission('door', 'door')).toBe(true);
    expect(roleHasPermission('door', 'bar')).toBe(false);
    expect(roleHasPermission('bar', 'reports')).toBe(false);
  });

  it('gives every role at least the view permission', () => {
    for (const role of organizerRoleKeys) expect(roleHasPermission(role, 'view')).toBe(true);
  });

  it('names a path, query or body field that the endpoint really has for every organizer endpoint', () => {
    for (const endpoint of endpointList) {
      if (endpoint.access.kind !== 'organizer') continue;
      const [part, field] = endpoint.access.resource.split('.') as ['params' | 'query' | 'body', string];
      const schema = endpoint[part];
      const shape = schema && 'shape' in schema ? (schema.shape as Record<string, unknown>) : {};
      expect(Object.keys(shape), `${endpoint.id} ${endpoint.access.resource}`).toContain(field);
    }
  });

  it('shows each operation’s security in the OpenAPI document', () => {
    const document = buildOpenApiDocument(endpointList, { title: 'pass', version: '1' });
    const operation = (path: string, method: string) =>
      (document.paths[path] as Record<string, { security?: unknown; description?: string }>)[method];
    expect(operation('/pass/hub/organizer/{organizerId}/team', 'get')?.security).toEqual([
      { account: [] },
      { apiKey: [] },
    ]);
    expect(operation('/pass/order/order-create-v2', 'post')?.security).toEqual([{ account: [] }, {}]);
    expect(operation('/pass/device/me', 'get')?.security).toEqual([{ device: [] }]);
    expect(operation('/pass/organizer/organizers-all', 'get')?.security).toBeUndefined();
    expect(operation('/pass/hub/organizer/{organizerId}/team', 'get')?.description).toMatch(/owner/);
  });
});
