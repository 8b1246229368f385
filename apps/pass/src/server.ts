// Entry point of the pass service: configuration, database (migrated, seeded when empty), HTTP, graceful shutdown;
// with PASS_WORKERS above 1, a cluster primary that forks that many such processes on one port.
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { passwordHashingParams } from './accounts/password';
import { purgeAuthAttempts } from './accounts/throttle';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/database';
import type { Database } from './db/database';
import { seedIfEmpty } from './db/seed/seed-if-empty';
import { EnvError, loadEnv } from './env';
import { createOrderMailWorker } from './selling/order-documents';
import { startSweeper } from './selling/sweep';
import { createCatalogueChanges } from './catalogue/catalogue-changes';
import { startPublisher } from './organizers/event-publishing';
import { runClusterPrimary } from './process-cluster';
import type { Env } from './env';
import { createStorefrontRevalidation } from './catalogue/storefront-revalidation';
import { walletSettings, WalletSettingsError } from './wallet/wallet-settings';

function loadEnvOrExit(): Env {
  try {
    const env = loadEnv();
    // The wallets' key files are read now, so a missing one stops the start with the setting's name.
    walletSettings(env);
    return env;
  } catch (error) {
    if (error instanceof EnvError || error instanceof WalletSettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Seeds the demo world into an empty database when the settings ask for it; true when it did. */
async function seedWhenWanted(env: Env, database: Database) {
  const seedWanted = env.SEED_DEMO === 'always' || (env.SEED_DEMO === 'auto' && database.kind === 'pglite');
  return seedWanted
    ? seedIfEmpty(database.db, { passwordHashing: passwordHashingParams(env.PASSWORD_HASHING) })
    : false;
}

async function start(env: Env): Promise<void> {
  const database = await openConfiguredDatabase(env);
  // A cluster's primary migrated and seeded before forking; its workers only open the database.
  const seeded = cluster.isWorker ? false : await seedWhenWanted(env, database);

  const outbox = createOrderMailWorker(database.db, env);
  const catalogueChanges = createCatalogueChanges(env.REDIS_URL, (error) =>
    console.error('catalogue changes:', error),
  );
  if (env.STOREFRONT_REVALIDATE_URLS.length > 0 && env.STOREFRONT_REVALIDATE_SECRET) {
    const storefronts = createStorefrontRevalidation({
      urls: env.STOREFRONT_REVALIDATE_URLS,
      secret: env.STOREFRONT_REVALIDATE_SECRET,
      onError: (error, url) => console.error(`catalogue change notice to ${url}:`, error),
    });
    catalogueChanges.onChange(storefronts.notify);
  }
  const app = await buildApp(env, database, { outbox, catalogueChanges });
  outbox.start();
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? resolve(env.DATA_DIR) : undefined,
      seeded,
    },
    'database ready',
  );

  // Expired holds and unpaid orders also release on demand when a sale does not fit; this keeps counts tidy.
  const stopSweeper = startSweeper(database.db, 30_000, (error) =>
    app.log.error({ err: error }, 'sweep failed'),
  );

  // Events scheduled to publish go live within two seconds of their time, and every cache hears of it.
  const stopPublisher = startPublisher(database.db, 2_000, catalogueChanges.announce, (error) =>
    app.log.error({ err: error }, 'scheduled publishing failed'),
  );

  // Sign-in attempts older than the throttling window count for nothing; clear them out now and then.
  const purgeTimer = setInterval(() => {
    purgeAuthAttempts(database.db, env.THROTTLE_WINDOW).catch((error: unknown) =>
      app.log.error({ err: error }, 'auth attempt purge failed'),
    );
  }, 10 * 60_000);
  purgeTimer.unref();

  // close() stops accepting connections and waits for in-flight requests; then the database closes.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopSweeper();
    stopPublisher();
    clearInterval(purgeTimer);
    app
      .close()
      .then(() => outbox.stop())
      .then(() => catalogueChanges.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
}

const env = loadEnvOrExit();
const main =
  env.PASS_WORKERS > 1 && cluster.isPrimary
    ? runClusterPrimary({
        workers: env.PASS_WORKERS,
        async prepare() {
          const database = await openConfiguredDatabase(env);
          try {
            await seedWhenWanted(env, database);
          } finally {
            await database.close();
          }
        },
        // The workers log through Fastify's pino; the primary has no app, so one JSON line of the same shape.
        log: (level, msg, details) => {
          const wanted = ['trace', 'debug', 'info', ...(level === 'warn' ? ['warn'] : [])];
          if (!wanted.includes(env.LOG_LEVEL)) return;
          const line = {
            level: level === 'warn' ? 40 : 30,
            time: Date.now(),
            pid: process.pid,
            msg,
            ...details,
          };
          if (level === 'warn') console.warn(JSON.stringify(line));
          else console.info(JSON.stringify(line));
        },
      })
    : start(env);
main.catch((error: unknown) => {
  console.error('pass service failed to start:', error);
  process.exit(1);
});
