// Paired devices: the hub pairs a phone or tablet to an event as a door scanner or a bar till; the device pairs
// itself with the one-time code and then calls as itself (Bearer dv_…).
import { z } from 'zod';
import { deviceAccess, deviceKinds, organizerAccess, publicAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

/** A device credential as a Bearer token: `dv_` and 43 base64url characters (32 random bytes). */
export const DEVICE_TOKEN_PREFIX = 'dv_';

export const deviceKind = z.enum(deviceKinds);

/**
 * The code a device types or scans to pair: 8 characters without look-alikes (no 0/O, 1/I/L), valid for
 * minutes. Typed by people, so case, spaces and hyphens are ignored.
 */
export const pairingCode = z
  .string({ error: 'must be a pairing code' })
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{8}$/, { error: 'must be the 8-character pairing code' }));

const noLabelSeparators = /^[^;=\p{Cc}]+$/u;
/** Printed on the device's label too, so it may not hold the label link's separators. */
const deviceName = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(60)
  .regex(noLabelSeparators, { error: 'must not contain ";", "=" or control characters' });
/** Written on the device's sticker and printed on a label: no ";" or "=" (the label link's separators). */
const inventoryNumber = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(noLabelSeparators, { error: 'must not contain ";", "=" or control characters' })
  .nullable();

export const device = z.object({
  deviceId: uuid,
  organizerId: uuid,
  eventId: uuid,
  eventNamePub: z.string(),
  kind: deviceKind,
  name: z.string(),
  /** The organizer's running number of the device (printed as deviceNumber on its label). */
  number: z.int().positive(),
  inventoryNumber: z.string().nullable(),
  /** waiting: a pairing code is out; paired: the device holds a credential; revoked: it no longer works. */
  status: z.enum(['waiting', 'paired', 'revoked']),
  pairedAt: isoDateTime.nullable(),
  lastSeenAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
  /** The label-printer link of spec section 7 (type device); null without an inventory number. */
  labelPrintLink: z.string().nullable(),
});
export type Device = z.infer<typeof device>;

export const devicePairing = z.object({
  pairingCode: z.string(),
  pairingExpiresAt: isoDateTime,
  /** Opened on the device (shown as a QR code in the hub): the pairing page with the code filled in. */
  pairingUrl: z.string(),
});

const organizerParams = z.object({ organizerId: uuid });
const deviceParams = z.object({ organizerId: uuid, deviceId: uuid });

export const hubDeviceEndpoints = {
  hubDevices: defineEndpoint({
    id: 'hubDevices',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/devices',
    tag: 'hub',
    summary: "The organizer's devices (scanners and tills), by number",
    access: organizerAccess('events', 'params.organizerId'),
    params: organizerParams,
    response: ok({ devices: z.array(device) }),
    errors: [403, 404],
  }),
  hubDeviceCreate: defineEndpoint({
    id: 'hubDeviceCreate',
    method: 'POST',
    path: '/pass/hub/event/{eventId}/device-create',
    tag: 'hub',
    summary: 'Add a scanner or till to an event and get its one-time pairing code (valid 10 minutes)',
    access: organizerAccess('events', 'params.eventId'),
    params: z.object({ eventId: uuid }),
    body: z.object({ kind: deviceKind, name: deviceName, inventoryNumber: inventoryNumber.optional() }),
    response: ok({ device, pairing: devicePairing }),
    errors: [403, 404],
  }),
  hubDeviceUpdate: defineEndpoint({
    id: 'hubDeviceUpdate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/device/{deviceId}/update',
    tag: 'hub',
    summary: 'Rename a device or set its inventory number (for its label)',
    access: organizerAccess('events', 'params.organizerId'),
    params: deviceParams,
    body: z.object({ name: deviceName, inventoryNumber }),
    response: ok({ device }),
    errors: [403, 404],
  }),
  hubDevicePairingCode: defineEndpoint({
    id: 'hubDevicePairingCode',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/device/{deviceId}/pairing-code',
    tag: 'hub',
    summary:
      'A new pairing code for a device (a replaced phone); the credential it held stops working when the code is used',
    access: organizerAccess('events', 'params.organizerId'),
    params: deviceParams,
    response: ok({ device, pairing: devicePairing }),
    errors: [403, 404, 422],
  }),
  hubDeviceRevoke: defineEndpoint({
    id: 'hubDeviceRevoke',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/device/{deviceId}/revoke',
    tag: 'hub',
    summary: 'Revoke a device: its credential and any pairing code stop working at once',
    access: organizerAccess('events', 'params.organizerId'),
    params: deviceParams,
    response: ok({ device }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;

export const deviceEndpoints = {
  devicePair: defineEndpoint({
    id: 'devicePair',
    method: 'POST',
    path: '/pass/device/pair',
    tag: 'device',
    summary:
      'Pair this device with the code from the hub; the answer carries its credential (Bearer), shown once. ' +
      '404 for an unknown, used or expired code; 429 after too many wrong codes',
    access: publicAccess,
    body: z.object({ pairingCode }),
    response: ok({ token: z.string(), device }),
    errors: [404, 429],
  }),
  deviceMe: defineEndpoint({
    id: 'deviceMe',
    method: 'GET',
    path: '/pass/device/me',
    tag: 'device',
    summary: 'The calling device: its event, kind, name and number',
    access: deviceAccess(['scanner', 'till']),
    response: ok({ device }),
  }),
} as const satisfies Record<string, EndpointDefinition>;
