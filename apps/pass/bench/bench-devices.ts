// Paired devices of the demo festival for the benches (door scanners, bar tills), made straight in the database:
// each with its own bearer token, as a phone paired in the hub holds one.
import { newToken, sha256 } from '../src/accounts/secrets';
import type { Db } from '../src/db/database';
import { devices } from '../src/db/schema';
import { demoEvents, demoOrganizers } from '../src/db/seed/demo-ids';

export async function pairBenchDevices(
  db: Db,
  options: { kind: 'scanner' | 'till'; count: number; name: string; firstNumber: number },
): Promise<{ tokens: string[]; devices: { id: string; name: string }[] }> {
  const tokens = Array.from({ length: options.count }, () => `dv_${newToken()}`);
  const rows = await db
    .insert(devices)
    .values(
      tokens.map((token, index) => ({
        organizerId: demoOrganizers.festival.id,
        eventId: demoEvents.festival.id,
        kind: options.kind,
        name: `${options.name} ${String(index + 1)}`,
        number: options.firstNumber + index,
        tokenHash: sha256(token),
        pairedAt: new Date(),
      })),
    )
    .returning({ id: devices.id, name: devices.name });
  return { tokens, devices: rows };
}
