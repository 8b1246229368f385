// Runs the pass service as a real child process (as in production) for benchmarks and multi-process tests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import type { TestDatabase } from './test-app';

const passDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServiceProcess {
  base: string;
  child: ChildProcess;
  /** What the service wrote to stderr so far (warnings and errors; LOG_LEVEL is warn). */
  stderr(): string;
  stop(): Promise<void>;
}

/** Starts `src/server.ts` on 127.0.0.1:port with the given settings and resolves once /health answers 200. */
export async function startServiceProcess(options: {
  port: number;
  env: Record<string, string | undefined>;
  timeoutMs?: number;
}): Promise<ServiceProcess> {
  // BENCH_CPU_PROFILE_DIR: the service writes a V8 CPU profile there when it exits (Node refuses --cpu-prof in
  // NODE_OPTIONS, so a bench cannot pass it down any other way).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  // BENCH_SERVICE=dist: the production build (`pnpm build` first) instead of the sources through tsx.
  const entry =
    process.env.BENCH_SERVICE === 'dist' ? ['dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: passDir,
    // Passwords at the tests' cheap cost unless the test says otherwise (a standard hash takes 325 ms).
    env: {
      PASSWORD_HASHING: 'fast-for-tests',
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pass exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, child, stderr: () => stderr, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`pass did not become healthy in time: ${stderr}`);
}

/** A port nobody listens on right now (the OS picks it; the service takes it a moment later). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts `count` pass processes on a throw-away PostgreSQL database of the tests (createTestDatabase), so a
 * race can be split over processes that share nothing but the database.
 */
export async function startServicesOn(database: TestDatabase, count: number): Promise<ServiceProcess[]> {
  const [row] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  // The server of TEST_DATABASE_URL with this database's name (test code may read process.env).
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return Promise.all(
    Array.from({ length: count }, async () =>
      startServiceProcess({
        port: await freePort(),
        env: { ...process.env, DATABASE_URL: url.toString(), SEED_DEMO: 'never' },
      }),
    ),
  );
}
