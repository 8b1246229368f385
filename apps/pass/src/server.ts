// Entry point of the pass service: configuration, database (migrated, seeded when empty), HTTP, graceful shutdown.
import { resolve } from 'node:path';
import { passwordHashingParams } from './accounts/password';
import { purgeAuthAttempts } from './accounts/throttle';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/database';
import { seedIfEmpty } from './db/seed/seed-if-empty';
import { EnvError, loadEnv } from './env';
import { createOrderMailWorker } from './selling/order-documents';
import { startSweeper } from './selling/sweep';
import { createCatalogueChanges } from './catalogue/catalogue-changes';
import { startPublisher } from './organizers/event-publishing';
import { createStorefrontRevalidation } from './catalogue/storefront-revalidation';
import { walletSettings, WalletSettingsError } from './wallet/wallet-settings';

async function start(): Promise<void> {
  let env;
  try {
    env = loadEnv();
    // The wallets' key files are read now, so a missing one stops the start with the setting's name.
    walletSettings(env);
  } catch (error) {
    if (error instanceof EnvError || error instanceof WalletSettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(env);
  const seedWanted = env.SEED_DEMO === 'always' || (env.SEED_DEMO === 'auto' && database.kind === 'pglite');
  const seeded = seedWanted
    ? await seedIfEmpty(database.db, { passwordHashing: passwordHashingParams(env.PASSWORD_HASHING) })
    : false;

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

start().catch((error: unknown) => {
  console.error('pass service failed to start:', error);
  process.exit(1);
});
