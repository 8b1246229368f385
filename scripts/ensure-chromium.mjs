// Makes sure Debian's Chromium is present for Playwright: installs it with apt-get when it can, fails loudly otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(chromiumPath)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${chromiumPath}, but no file is there.`);
  process.exit(1);
}

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

if (!hasAptGet || (!isRoot && !canSudo)) {
  console.error(
    'The browser tests need Chromium and none was found at /usr/bin/chromium.\n' +
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

// Playwright's own browser download does not work offline; Debian's package does.
console.info('Installing Debian chromium for the browser tests (about a minute)...');
const prefix = isRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [command, ...rest] = [...prefix, ...args];
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium']);

if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
