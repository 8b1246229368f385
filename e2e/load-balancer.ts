// Debian's nginx with deploy/nginx/storefront.conf.template in front of a storefront, as the production layout's load
// balancer: for the browser tests of what it keeps and passes through, and for bench:storefront (issue #20).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The template, found from the working directory up (the specs run at the repository's root, benches in an app). */
function templatePath(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(dir, 'deploy/nginx/storefront.conf.template');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir)
      throw new Error('deploy/nginx/storefront.conf.template not found above the working directory');
  }
}

/** Where nginx is: NGINX_PATH, or Debian's (scripts/ensure-system-packages.mjs installs nginx-light). */
export function nginxPath(): string {
  return process.env.NGINX_PATH ?? '/usr/sbin/nginx';
}

/** The template with its ${NAME} settings filled in, as envsubst fills them; a setting without a value is an error. */
export function renderStorefrontConf(values: Record<string, string>): string {
  return readFileSync(templatePath(), 'utf8').replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`storefront.conf.template: no value for ${name}`);
    return value;
  });
}

async function listening(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await fetch(`${url}/nginx-started`, { method: 'HEAD', redirect: 'manual' });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen at ${url} within ${seconds} s`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

export interface LoadBalancer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstream` (host:port) with the storefront's configuration and its
 * files in a scratch directory; resolves once it listens.
 */
export async function startLoadBalancer(options: {
  port: number;
  upstream: string;
  workers?: number;
}): Promise<LoadBalancer> {
  const binary = nginxPath();
  if (!existsSync(binary)) {
    throw new Error(
      `nginx not found at ${binary}: install Debian's nginx-light (node scripts/ensure-system-packages.mjs) ` +
        'or set NGINX_PATH.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'storefront-nginx-'));
  // Started as root, nginx's workers run as an unprivileged user: they must reach and write these directories.
  chmodSync(dir, 0o755);
  for (const writable of ['cache', 'client', 'proxy']) {
    mkdirSync(join(dir, writable));
    chmodSync(join(dir, writable), 0o777);
  }
  writeFileSync(
    join(dir, 'storefront.conf'),
    renderStorefrontConf({
      STOREFRONT_LISTEN: `127.0.0.1:${options.port}`,
      STOREFRONT_UPSTREAM: options.upstream,
      STOREFRONT_CACHE_DIR: join(dir, 'cache'),
    }),
  );
  // What a distribution's nginx.conf holds, reduced to what the storefront needs: in the foreground, as this
  // process's child, with every file in the scratch directory (no /var, no root needed).
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      `worker_processes ${options.workers ?? availableParallelism()};`,
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      `  client_body_temp_path ${join(dir, 'client')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  include ${join(dir, 'storefront.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', main], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);

  const child = spawn(binary, ['-p', dir, '-c', main], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${options.port}`;
  await Promise.race([
    listening(url, 10),
    exited.then(() => {
      throw new Error(`nginx stopped at start:\n${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }),
  ]);
  return {
    url,
    async stop() {
      // QUIT: the workers finish what they are serving, then exit.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
