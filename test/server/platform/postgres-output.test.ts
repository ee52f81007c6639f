import { describe, expect, it } from 'vitest';
import { PostgresOutput } from '../../../src/server/db/embedded-postgres-log';

describe("what an embedded Postgres said, as a failed start's reason", () => {
  it('is its FATAL line with the DETAIL and HINT that follow, from chunks split anywhere', () => {
    const output = new PostgresOutput();
    output.add('2026-12-01 09:00:00.000 UTC [41] LOG:  starting PostgreSQL 17.2\n2026-12-01 09:00:00.001 UTC [41] FATAL:  could not create lock file "/var/run/post');
    output.add('gresql/.s.PGSQL.5432.lock": Permission denied\n2026-12-01 09:00:00.002 UTC [41] LOG:  database system is shut down\n');
    expect(output.reason()).toBe('FATAL: could not create lock file "/var/run/postgresql/.s.PGSQL.5432.lock": Permission denied');
  });

  it('is the last lines when nothing was FATAL, and empty when it said nothing', () => {
    const output = new PostgresOutput();
    expect(output.reason()).toBe('');
    output.add('one\ntwo\nthree\nfour\n');
    expect(output.reason()).toBe('two; three; four');
  });
});
