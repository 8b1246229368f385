// Paired devices over the API: a one-time code becomes a credential, the device calls as itself, a new code
// replaces a lost phone, revocation ends it, and wrong codes are throttled.
import { accountEndpoints } from '@repo/contract/accounts';
import { deviceEndpoints, hubDeviceEndpoints } from '@repo/contract/devices';
import { hubAuditEndpoints } from '@repo/contract/hub-audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;

describe.each(testDatabaseKinds)('paired devices on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { HUB_ORIGIN: 'https://hub.example.cz' } });
    const login = await organizerClient(t).accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
  });

  afterAll(async () => {
    await t?.close();
  });

  const pair = (pairingCode: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/pass/device/pair', payload: { pairingCode }, remoteAddress: ip });

  it('pairs a scanner with its one-time code; the device then calls as itself until revoked', async () => {
    const created = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDeviceCreate,
      {
        params: { eventId: demoEvents.festival.id },
        body: { kind: 'scanner', name: 'Brána B', inventoryNumber: 'INV-0042' },
      },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { device, pairing } = hubDeviceEndpoints.hubDeviceCreate.response.parse(created.json());
    expect(device).toMatchObject({ status: 'waiting', number: 1, eventId: demoEvents.festival.id });
    expect(device.labelPrintLink).toBe(
      `NFCtronLabel:label=device;inventoryId=${device.deviceId};inventoryNumber=INV-0042;inventoryName=Brana B;deviceNumber=1`,
    );
    expect(pairing.pairingUrl).toBe(`https://hub.example.cz/device/pair?code=${pairing.pairingCode}`);
    expect(new Date(pairing.pairingExpiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    // People type codes loosely: lower case and a hyphen still pair.
    const typed = `${pairing.pairingCode.slice(0, 4)}-${pairing.pairingCode.slice(4)}`.toLowerCase();
    const paired = await pair(typed);
    expect(paired.statusCode, paired.body).toBe(200);
    const { token } = deviceEndpoints.devicePair.response.parse(paired.json());
    expect(token).toMatch(/^dv_/);
    expect((await pair(pairing.pairingCode)).statusCode).toBe(404);

    const me = await callEndpoint(t, deviceEndpoints.deviceMe, {}, token);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().device).toMatchObject({ name: 'Brána B', kind: 'scanner', status: 'paired' });

    // A replaced phone: a new code, and the old credential ends when the new one is used.
    const fresh = hubDeviceEndpoints.hubDevicePairingCode.response.parse(
      (
        await callEndpoint(
          t,
          hubDeviceEndpoints.hubDevicePairingCode,
          { params: { organizerId, deviceId: device.deviceId } },
          ownerToken,
        )
      ).json(),
    );
    expect((await callEndpoint(t, deviceEndpoints.deviceMe, {}, token)).statusCode).toBe(200);
    const repaired = deviceEndpoints.devicePair.response.parse(
      (await pair(fresh.pairing.pairingCode)).json(),
    );
    expect((await callEndpoint(t, deviceEndpoints.deviceMe, {}, token)).statusCode).toBe(401);
    expect((await callEndpoint(t, deviceEndpoints.deviceMe, {}, repaired.token)).statusCode).toBe(200);

    const renamed = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDeviceUpdate,
      {
        params: { organizerId, deviceId: device.deviceId },
        body: { name: 'Brána C', inventoryNumber: null },
      },
      ownerToken,
    );
    expect(renamed.json().device).toMatchObject({ name: 'Brána C', labelPrintLink: null });
    const badLabel = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDeviceUpdate,
      { params: { organizerId, deviceId: device.deviceId }, body: { name: 'a;b=c', inventoryNumber: null } },
      ownerToken,
    );
    expect(badLabel.statusCode).toBe(400);

    const revoked = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDeviceRevoke,
      { params: { organizerId, deviceId: device.deviceId } },
      ownerToken,
    );
    expect(revoked.json().device.status).toBe('revoked');
    expect((await callEndpoint(t, deviceEndpoints.deviceMe, {}, repaired.token)).statusCode).toBe(401);
    const afterRevoke = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDevicePairingCode,
      { params: { organizerId, deviceId: device.deviceId } },
      ownerToken,
    );
    expect(afterRevoke.statusCode).toBe(422);

    const list = hubDeviceEndpoints.hubDevices.response.parse(
      (await callEndpoint(t, hubDeviceEndpoints.hubDevices, { params: { organizerId } }, ownerToken)).json(),
    );
    expect(list.devices.map((entry) => [entry.number, entry.status])).toEqual([[1, 'revoked']]);

    // Every step is attributable: the device's own pairings and the owner's changes.
    const log = hubAuditEndpoints.hubAuditLog.response.parse(
      (await callEndpoint(t, hubAuditEndpoints.hubAuditLog, { params: { organizerId } }, ownerToken)).json(),
    );
    expect(log.entries.map((entry) => `${entry.actorKind}:${entry.action}`).reverse()).toEqual([
      'account:hubDeviceCreate',
      'device:devicePair',
      'account:hubDevicePairingCode',
      'device:devicePair',
      'account:hubDeviceUpdate',
      'account:hubDeviceRevoke',
    ]);
  });

  it('refuses an expired code, a device for another organizer’s event, and too many wrong codes', async () => {
    const created = hubDeviceEndpoints.hubDeviceCreate.response.parse(
      (
        await callEndpoint(
          t,
          hubDeviceEndpoints.hubDeviceCreate,
          { params: { eventId: demoEvents.festival.id }, body: { kind: 'till', name: 'Bar 3' } },
          ownerToken,
        )
      ).json(),
    );
    expect(created.device.number).toBe(2);
    await t.database.db.execute(
      `update device set pairing_expires_at = now() - interval '1 second' where id = '${created.device.deviceId}'` as never,
    );
    expect((await pair(created.pairing.pairingCode)).statusCode).toBe(404);

    const foreign = await callEndpoint(
      t,
      hubDeviceEndpoints.hubDeviceCreate,
      { params: { eventId: demoEvents.theatre.id }, body: { kind: 'till', name: 'Bar 3' } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);

    let last = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) last = (await pair('ZZZZZZZZ', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    // Another address is not affected.
    expect((await pair('ZZZZZZZZ', '10.9.9.8')).statusCode).toBe(404);
  });
});
