// Runs the pinned pnpm through npx, so a machine with only Node and npm needs no global install.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = String(rootPackage.packageManager); // "pnpm@x.y.z": one place to bump the version

const result = spawnSync('npx', ['--yes', pinned, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    TURBO_TELEMETRY_DISABLED: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
if (result.error) {
  console.error(`Could not run ${pinned} through npx: ${result.error.message}`);
}
process.exit(result.status ?? 1);
