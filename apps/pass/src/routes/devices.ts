// Handlers of the device endpoints: the hub's list, add, rename, new code and revoke; the device's pairing and
// its own view of itself.
import type { Device, deviceEndpoints, hubDeviceEndpoints } from '@repo/contract/devices';
import { buildLabelPrintLink } from '@repo/links/label-print';
import type { LabelLanguage } from '@repo/enums';
import { forgiveAttempt, ipKey, takeAttempt } from '../accounts/throttle';
import type { DeviceRow } from '../db/queries/access';
import { eventNameOf, listDevices } from '../db/queries/devices';
import type { DeviceWithEvent } from '../db/queries/devices';
import { notFound } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { pickText } from '../i18n-text';
import {
  addDevice,
  deviceOr404,
  deviceStatus,
  newDevicePairing,
  pairWithCode,
  renameDevice,
  revokeOrganizerDevice,
} from '../organizers/devices';
import type { IssuedPairing } from '../organizers/devices';

export interface DeviceRouteConfig {
  /** Origin of the hub, whose pairing page the QR code opens. */
  hubOrigin: string;
  throttleWindowMs: number;
}

/** Wrong pairing codes per address and window before 429: a code has 40 bits and lives 10 minutes. */
const PAIRING_FAILURES_PER_IP = 20;

function toDevice({ device, eventName }: DeviceWithEvent, language: LabelLanguage): Device {
  return {
    deviceId: device.id,
    organizerId: device.organizerId,
    eventId: device.eventId,
    eventNamePub: pickText(eventName, language),
    kind: device.kind,
    name: device.name,
    number: device.number,
    inventoryNumber: device.inventoryNumber,
    status: deviceStatus(device),
    pairedAt: device.pairedAt?.toISOString() ?? null,
    lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    revokedAt: device.revokedAt?.toISOString() ?? null,
    labelPrintLink: device.inventoryNumber
      ? buildLabelPrintLink({
          type: 'device',
          inventoryId: device.id,
          inventoryNumber: device.inventoryNumber,
          name: device.name,
          deviceNumber: device.number,
        })
      : null,
  };
}

function toPairing(pairing: IssuedPairing, hubOrigin: string) {
  return {
    pairingCode: pairing.code,
    pairingExpiresAt: pairing.expiresAt.toISOString(),
    pairingUrl: `${new URL(hubOrigin).origin}/device/pair?code=${pairing.code}`,
  };
}

export function hubDeviceHandlers(config: DeviceRouteConfig): HandlersOf<typeof hubDeviceEndpoints> {
  return {
    hubDevices: async ({ db, params, ctx }) => ({
      errorText: 'OK',
      devices: (await listDevices(db, params.organizerId)).map((row) => toDevice(row, ctx.language)),
    }),
    hubDeviceCreate: async ({ db, body, ctx, principal, audit }) => {
      const eventId = principal.eventId ?? '';
      const { device, pairing } = await addDevice(db, {
        organizerId: principal.organizerId,
        eventId,
        kind: body.kind,
        name: body.name,
        inventoryNumber: body.inventoryNumber ?? null,
      });
      audit.resource('device', device.id);
      audit.detail({ name: device.name, kind: device.kind, eventId });
      const withEvent = await deviceOr404(db, principal.organizerId, device.id);
      return {
        errorText: 'OK',
        device: toDevice(withEvent, ctx.language),
        pairing: toPairing(pairing, config.hubOrigin),
      };
    },
    hubDeviceUpdate: async ({ db, params, body, ctx, audit }) => {
      const device = await renameDevice(db, params.organizerId, params.deviceId, body);
      audit.resource('device', params.deviceId);
      audit.detail({ name: body.name, inventoryNumber: body.inventoryNumber });
      return { errorText: 'OK', device: toDevice(device, ctx.language) };
    },
    hubDevicePairingCode: async ({ db, params, ctx, audit }) => {
      const { device, pairing } = await newDevicePairing(db, params.organizerId, params.deviceId);
      audit.resource('device', params.deviceId);
      return {
        errorText: 'OK',
        device: toDevice(device, ctx.language),
        pairing: toPairing(pairing, config.hubOrigin),
      };
    },
    hubDeviceRevoke: async ({ db, params, ctx, audit }) => {
      const device = await revokeOrganizerDevice(db, params.organizerId, params.deviceId);
      audit.resource('device', params.deviceId);
      audit.detail({ name: device.device.name });
      return { errorText: 'OK', device: toDevice(device, ctx.language) };
    },
  };
}

async function withEventName(
  db: Parameters<typeof eventNameOf>[0],
  device: DeviceRow,
): Promise<DeviceWithEvent> {
  return { device, eventName: (await eventNameOf(db, device.eventId)) ?? { cs: '' } };
}

export function deviceHandlers(config: DeviceRouteConfig): HandlersOf<typeof deviceEndpoints> {
  return {
    devicePair: async ({ db, body, ctx, request }) => {
      // Counted before the code is tried and forgiven when it works, like sign-in failures.
      const attempt = await takeAttempt(
        db,
        [{ scope: 'devicePair', key: ipKey(request.ip), limit: PAIRING_FAILURES_PER_IP }],
        config.throttleWindowMs,
      );
      const paired = await pairWithCode(db, body.pairingCode);
      if (!paired)
        throw notFound(
          'pairingCode',
          'This pairing code is unknown, used or expired; get a new one in the hub',
        );
      await forgiveAttempt(db, attempt);
      return {
        errorText: 'OK',
        token: paired.token,
        device: toDevice(await withEventName(db, paired.device), ctx.language),
      };
    },
    deviceMe: async ({ db, principal, ctx }) => {
      const found = await deviceOr404(db, principal.device.organizerId, principal.device.deviceId);
      return { errorText: 'OK', device: toDevice(found, ctx.language) };
    },
  };
}
