// Makes sure Debian's Chromium is present: the headless shell for Playwright and the whole browser for Lighthouse
// (bench:storefront). Installs them with apt-get when it can, fails loudly otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browsers = [
  {
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    path: '/usr/bin/chromium-headless-shell',
    apt: 'chromium-headless-shell',
  },
  { variable: 'CHROMIUM_PATH', path: '/usr/bin/chromium', apt: 'chromium' },
];

for (const browser of browsers) {
  const given = process.env[browser.variable];
  if (given && !existsSync(given)) {
    console.error(`${browser.variable} is set to ${given}, but no file is there.`);
    process.exit(1);
  }
}
const missing = browsers.filter((browser) => !process.env[browser.variable] && !existsSync(browser.path));
if (missing.length === 0) process.exit(0);
const packages = missing.map((browser) => browser.apt);

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

if (!hasAptGet || (!isRoot && !canSudo)) {
  console.error(
    `The browser tests and the storefront bench need Debian's ${packages.join(' and ')}, not found.\n` +
      `Install (Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}) or point ` +
      `${missing.map((browser) => browser.variable).join(' and ')} at the binaries.`,
  );
  process.exit(1);
}

// Playwright's own browser download does not work offline; Debian's package does.
console.info(`Installing Debian's ${packages.join(' and ')} (about a minute)...`);
const prefix = isRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [command, ...rest] = [...prefix, ...args];
  execFileSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages]);

for (const browser of missing) {
  if (!existsSync(browser.path)) {
    console.error(`apt-get finished but ${browser.path} is still missing.`);
    process.exit(1);
  }
}
