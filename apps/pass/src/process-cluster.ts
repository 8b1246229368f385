// The primary of several pass processes on one port (PASS_WORKERS above 1): migrates and seeds once, forks the
// workers, replaces one that dies, and stops them all on SIGTERM/SIGINT.
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';

export interface ClusterOptions {
  workers: number;
  /** Runs once before any worker starts (migrations, seeding), so workers never race each other over it. */
  prepare(): Promise<void>;
  log(level: 'info' | 'warn', message: string, details?: object): void;
}

/** A worker that dies within this long of its start is not replaced at once, so a crash loop cannot spin. */
const RESTART_DELAY_MS = 1_000;

export async function runClusterPrimary(options: ClusterOptions): Promise<void> {
  await options.prepare();
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    options.log('warn', 'pass worker exited; starting another', { pid: worker.process.pid, code, signal });
    const wait = Date.now() - startedAt < RESTART_DELAY_MS ? RESTART_DELAY_MS : 0;
    setTimeout(fork, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log('info', 'stopping pass workers', { signal, workers: started.size });
    if (started.size === 0) process.exit(0);
    // Each worker closes its server, waits for its requests and closes its database (server.ts shutdown).
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let index = 0; index < options.workers; index += 1) fork();
  options.log('info', 'pass workers started', { workers: options.workers });
}
