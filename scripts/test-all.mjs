// Runs every check of `npm test`: the builds and browser tests at normal priority, and beside them, niced, the type
// checks, lint, the Vitest suites and Prettier.
//
// Why two turbo runs: on two cores the browser tests are the longest chain (builds, then about 90 specs one after
// another), and they used to share the CPU evenly with the pass suite, type checks and lint, which stretched the
// chain to about 30 minutes (2026-11-24). The niced run takes what the browser tests leave: the same work is done,
// but the longest chain is no longer slowed by the work that could wait. The checks run two at a time, the pass suite
// and one other: ten at once (turbo's default) beside the browser tests kept the machine at load 10-15 with most of
// its time in the kernel.
// The first run that fails stops the other.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const turbo = require.resolve('turbo/bin/turbo');
const prettier = require.resolve('prettier/bin/prettier.cjs');
// ESLint's exports map hides its bin script; its package.json is exported.
const eslint = join(dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');

/** Spawns a command in its own process group, so a failure elsewhere can stop it and everything it started. */
function run(label, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`test-all: ${label} could not start: ${error.message}`);
      resolve(1);
    });
  });
  return { child, done, label };
}

if (process.argv[2] === '--checks') {
  // The niced chain (started below). The pass suite is its longest task (about 10 minutes niced): it starts at once,
  // beside the other checks run one at a time, instead of waiting its turn among some forty turbo tasks (it started
  // about two minutes in, which made this chain nearly as long as the browser tests'). Then Prettier.
  const passRequire = createRequire(new URL('../apps/pass/package.json', import.meta.url));
  const vitest = join(dirname(passRequire.resolve('vitest/package.json')), 'vitest.mjs');
  // In this chain's process group, so stopping the chain (the browser tests failed) stops the suite too.
  const passSuite = run('pass tests', process.execPath, [vitest, 'run'], {
    cwd: fileURLToPath(new URL('../apps/pass', import.meta.url)),
    detached: false,
  });
  const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1;
  const turboRun = (args) => node([turbo, 'run', ...args]);
  let status = turboRun(['typecheck', 'typecheck:root', '--concurrency=1']);
  // One ESLint over the whole repository (one config at the root) instead of each package's `lint`: fourteen
  // processes each loaded the config and its plugins (40 s; one process 26 s, 2026-11-25).
  if (status === 0) status = node([eslint, '.']);
  if (status === 0) status = turboRun(['test', '--filter=!@repo/pass', '--concurrency=1']);
  if (status !== 0) {
    passSuite.child.kill('SIGTERM');
    process.exit(status);
  }
  const passStatus = await passSuite.done;
  if (passStatus !== 0) process.exit(passStatus);
  process.exit(node([prettier, '--check', '.']));
}

const runs = [
  run('builds and browser tests', process.execPath, [turbo, 'run', 'e2e']),
  run('checks, unit and integration tests', 'nice', [
    '-n',
    '10',
    process.execPath,
    import.meta.filename,
    '--checks',
  ]),
];

let failed = false;
const stopOthers = (except) => {
  for (const other of runs) {
    if (other === except || other.child.exitCode !== null) continue;
    try {
      process.kill(-other.child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers(undefined);
    process.exit(1);
  });
}

await Promise.all(
  runs.map(async (entry) => {
    const code = await entry.done;
    if (code !== 0 && !failed) {
      failed = true;
      console.error(`test-all: ${entry.label} failed (exit ${code}); stopping the rest`);
      stopOthers(entry);
    }
  }),
);
process.exit(failed ? 1 : 0);
