// Makes sure the Debian packages the browser tests and benches run are present: Chromium's headless shell for
// Playwright, the whole browser for Lighthouse (bench:storefront), and nginx, the production layout's load balancer
// in front of the storefront (e2e/load-balancer.ts). Installs them with apt-get when it can, fails loudly otherwise.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const tools = [
  {
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    path: '/usr/bin/chromium-headless-shell',
    apt: 'chromium-headless-shell',
  },
  { variable: 'CHROMIUM_PATH', path: '/usr/bin/chromium', apt: 'chromium' },
  // The light build: the proxy and its cache, without the mail and stream modules nobody here uses.
  { variable: 'NGINX_PATH', path: '/usr/sbin/nginx', apt: 'nginx-light' },
];

for (const tool of tools) {
  const given = process.env[tool.variable];
  if (given && !existsSync(given)) {
    console.error(`${tool.variable} is set to ${given}, but no file is there.`);
    process.exit(1);
  }
}
const missing = tools.filter((tool) => !process.env[tool.variable] && !existsSync(tool.path));
if (missing.length === 0) process.exit(0);
const packages = missing.map((tool) => tool.apt);

const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;

if (!hasAptGet || (!isRoot && !canSudo)) {
  console.error(
    `The browser tests and the storefront bench need Debian's ${packages.join(' and ')}, not found.\n` +
      `Install (Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}) or point ` +
      `${missing.map((tool) => tool.variable).join(' and ')} at the binaries.`,
  );
  process.exit(1);
}

// Playwright's own browser download does not work offline; Debian's package does.
console.info(`Installing Debian's ${packages.join(', ')} (about a minute)...`);
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

for (const tool of missing) {
  if (!existsSync(tool.path)) {
    console.error(`apt-get finished but ${tool.path} is still missing.`);
    process.exit(1);
  }
}
