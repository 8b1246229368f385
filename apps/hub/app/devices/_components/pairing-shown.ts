// A device with the pairing code just issued for it (add or new code), as the pairing dialog shows it.
import type { Device, devicePairing } from '@repo/contract/devices';
import type { z } from 'zod';

export type DevicePairing = z.infer<typeof devicePairing>;

export interface PairingShown {
  device: Device;
  pairing: DevicePairing;
}
