// Starts a built Next.js app in the working directory: `next start`, or WEB_WORKERS of them under node:cluster on one port.
//
// WEB_WORKERS is a number or "auto" (default): one per core on beta and production (APP_STAGE, or NODE_ENV=production),
// 1 elsewhere. The workers share the port through the cluster primary, which deals connections out in turn, so no
// load balancer is needed on the machine; the storefront keeps nothing a visitor depends on in its process (sessions
// are cookies, the waiting room is in the pass service, caches are a few seconds long).
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

const require = createRequire(`${process.cwd()}/package.json`);
const nextBin = require.resolve('next/dist/bin/next');
const port = process.env.PORT ?? process.argv[2] ?? '3000';

/** WEB_WORKERS as a number; a bad value stops the start with the setting's name. */
function workerCount(value = 'auto') {
  if (value === 'auto') {
    const stage = process.env.APP_STAGE;
    const production = process.env.NODE_ENV === 'production' || stage === 'beta' || stage === 'production';
    return production ? availableParallelism() : 1;
  }
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(
      `Invalid configuration: WEB_WORKERS: must be "auto" or a whole number from 1, not "${value}"`,
    );
    process.exit(1);
  }
  return Number(value);
}

const workers = workerCount(process.env.WEB_WORKERS || undefined);
const nextArgs = ['start', '--port', port];

if (workers === 1) {
  // The same process runs `next start`, as the plain script did.
  process.argv = [process.argv[0], nextBin, ...nextArgs];
  require(nextBin);
} else {
  cluster.setupPrimary({ exec: nextBin, args: nextArgs });
  let stopping = false;
  const started = new Map();
  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.warn(`next worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    // A worker that dies right after its start waits a second, so a crash loop cannot spin.
    setTimeout(fork, Date.now() - startedAt < 1_000 ? 1_000 : 0);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (started.size === 0) process.exit(0);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (let index = 0; index < workers; index += 1) fork();
  console.info(`next start: ${workers} workers on port ${port}`);
}
