// Entry point of the pass service: loads configuration, listens, and shuts down gracefully.
import { buildApp } from './app';
import { EnvError, loadEnv } from './env';

function start(): void {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = buildApp(env);

  // close() stops accepting connections and waits for in-flight requests before resolving.
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  app.listen({ port: env.PORT, host: env.HOST }).catch((error: unknown) => {
    app.log.error({ err: error }, 'could not start');
    process.exit(1);
  });
}

start();
